-- Site-content texts hold no control characters, and entries keep only their known keys
-- (issue 28 G6 and "unknown keys inside siteContent entries are stored and served").
--
-- - A bare CR in a programme text became a line of its own in the guests' calendar file: texts
--   now refuse control characters (C0, DEL, C1 and the Unicode line and paragraph separators).
--   A line break (LF) and a tab are kept where the editor offers several lines: a programme
--   item's description, a section's text and a FAQ answer; one-line texts (titles, places,
--   addresses, questions, labels, menu options) refuse them too.
--     EV040 'The website content is not valid: …'   invalid_site_content   (as before)
-- - A key an entry does not have (e.g. {"id", "title", "onclick": …}) was stored and served on the
--   public page: it is dropped on write, silently (what the editor does not know, it never sends).
--   The known keys are listed once, in private.site_content_fields().
-- - Content saved before is cleaned once: unknown keys dropped, CRLF and CR turned into LF in
--   multi-line texts (as browsers do), other control characters removed.

-- Each list's entry keys, with what each holds: 'line' (one line of text), 'text' (several
-- lines), 'lines' (a list of one-line texts), 'value' (an id, a flag, a kind: checked as before).
-- A question's "vegetarian" (the menu options counted as vegetarian, issue 29) is kept too.
create function private.site_content_fields() returns jsonb
language sql immutable set search_path = '' as $$
  select '{
    "programme": {"id": "value", "title": "line", "at": "value", "place": "line", "address": "line", "description": "text"},
    "sections":  {"id": "value", "title": "line", "text": "text", "visible": "value"},
    "faq":       {"id": "value", "question": "line", "answer": "text"},
    "questions": {"id": "value", "kind": "value", "label": "line", "per": "value", "required": "value",
                  "options": "lines", "item": "value", "vegetarian": "lines"}
  }'::jsonb
$$;

-- The content with each entry's unknown keys left out; lists and entries of the wrong type are
-- left for site_content_problem to refuse.
create function private.drop_unknown_site_keys(p_content jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(p_content) is distinct from 'object' then p_content else
    coalesce((
      select jsonb_object_agg(l.key,
        case when jsonb_typeof(l.value) = 'array' and private.site_content_fields() ? l.key then
          coalesce((
            select jsonb_agg(
              case when jsonb_typeof(e.value) = 'object' then
                coalesce((select jsonb_object_agg(f.key, f.value) from jsonb_each(e.value) f
                          where (private.site_content_fields() -> l.key) ? f.key), '{}'::jsonb)
              else e.value end
              order by e.position)
            from jsonb_array_elements(l.value) with ordinality e(value, position)), '[]'::jsonb)
        else l.value end)
      from jsonb_each(p_content) l), '{}'::jsonb)
  end
$$;

-- Control characters a text may not hold: all of them in one-line texts; all but LF and TAB in
-- multi-line ones.
create function private.has_control_characters(p_text text, p_multiline boolean) returns boolean
language sql immutable set search_path = '' as $$
  select case when p_multiline
    then p_text ~ '[\x01-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]'
    else p_text ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
  end
$$;

-- The first entry text that holds a control character, as '<list> <key>', or null.
create function private.site_text_problem(p_content jsonb) returns text
language plpgsql immutable set search_path = '' as $$
declare
  list record;
  entry jsonb;
  field record;
  one jsonb;
begin
  if jsonb_typeof(p_content) is distinct from 'object' then
    return null;
  end if;
  for list in select l.key, l.value from jsonb_each(private.site_content_fields()) l loop
    continue when jsonb_typeof(p_content -> list.key) is distinct from 'array';
    for entry in select e.value from jsonb_array_elements(p_content -> list.key) e loop
      continue when jsonb_typeof(entry) <> 'object';
      for field in select f.key, f.value #>> '{}' as kind from jsonb_each(list.value) f
                   where f.value #>> '{}' in ('line', 'text', 'lines') loop
        for one in
          select v.value from jsonb_array_elements(
            case when field.kind = 'lines' and jsonb_typeof(entry -> field.key) = 'array' then entry -> field.key
                 else jsonb_build_array(entry -> field.key) end) v
        loop
          if jsonb_typeof(one) = 'string' and private.has_control_characters(one #>> '{}', field.kind = 'text') then
            return list.key || ' ' || field.key;
          end if;
        end loop;
      end loop;
    end loop;
  end loop;
  return null;
end $$;

-- As before (add_site_content), dropping unknown keys first and refusing control characters.
create or replace function private.check_site_content() returns trigger
language plpgsql set search_path = '' as $$
declare
  problem text;
  text_problem text;
begin
  new."siteContent" := private.drop_unknown_site_keys(new."siteContent");
  problem := private.site_content_problem(new."siteContent");
  if problem is null then
    text_problem := private.site_text_problem(new."siteContent");
    if text_problem is not null then
      problem := format('a text holds a control character (%s); only descriptions, section texts and FAQ '
                        'answers may hold line breaks', text_problem);
    end if;
  end if;
  if problem is not null then
    raise exception 'The website content is not valid: %', problem
      using errcode = 'EV040', hint = 'invalid_site_content';
  end if;
  return new;
end $$;

-- The helpers stay executable by the trigger's callers (the organisers), as site_content_problem:
-- pure functions of their argument, in a schema the API does not expose.

-- ---------------------------------------------------------------- content saved before

-- One text made acceptable: line breaks as LF where kept, else a space; other controls removed.
create function private.scrub_site_text(p_text text, p_multiline boolean) returns text
language sql immutable set search_path = '' as $$
  select case when p_multiline
    then regexp_replace(regexp_replace(p_text, '\r\n?|[\u2028\u2029]', E'\n', 'g'),
                        '[\x01-\x08\x0b-\x1f\x7f-\x9f]', '', 'g')
    else regexp_replace(regexp_replace(p_text, '\r\n?|[\n\u2028\u2029]', ' ', 'g'),
                        '[\x01-\x1f\x7f-\x9f]', '', 'g')
  end
$$;

create function private.scrub_site_content(p_content jsonb) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  content jsonb := private.drop_unknown_site_keys(p_content);
  list record;
  entries jsonb;
  entry jsonb;
  field record;
  i integer;
begin
  if jsonb_typeof(content) is distinct from 'object' then
    return content;
  end if;
  for list in select l.key, l.value from jsonb_each(private.site_content_fields()) l loop
    continue when jsonb_typeof(content -> list.key) is distinct from 'array';
    entries := '[]'::jsonb;
    for entry in select e.value from jsonb_array_elements(content -> list.key) e loop
      if jsonb_typeof(entry) = 'object' then
        for field in select f.key, f.value #>> '{}' as kind from jsonb_each(list.value) f loop
          if field.kind in ('line', 'text') and jsonb_typeof(entry -> field.key) = 'string' then
            entry := jsonb_set(entry, array[field.key],
              to_jsonb(private.scrub_site_text(entry ->> field.key, field.kind = 'text')));
          elsif field.kind = 'lines' and jsonb_typeof(entry -> field.key) = 'array' then
            for i in 0 .. jsonb_array_length(entry -> field.key) - 1 loop
              if jsonb_typeof(entry -> field.key -> i) = 'string' then
                entry := jsonb_set(entry, array[field.key, i::text],
                  to_jsonb(private.scrub_site_text(entry -> field.key ->> i, false)));
              end if;
            end loop;
          end if;
        end loop;
      end if;
      entries := entries || jsonb_build_array(entry);
    end loop;
    content := jsonb_set(content, array[list.key], entries);
  end loop;
  return content;
end $$;

update public.events e set "siteContent" = private.scrub_site_content(e."siteContent")
where e."siteContent" is distinct from private.scrub_site_content(e."siteContent");

drop function private.scrub_site_content(jsonb);
drop function private.scrub_site_text(text, boolean);
