-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.site_content_problem

CREATE OR REPLACE FUNCTION private.site_content_problem(p_content jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  entry jsonb;
  item_ids text[] := '{}';
  ids text[];
  options jsonb;
  stamp text;
begin
  if jsonb_typeof(p_content) is distinct from 'object' then
    return 'it must be an object';
  end if;
  if exists (select 1 from jsonb_object_keys(p_content) k where k not in ('programme', 'sections', 'faq', 'questions')) then
    return 'only programme, sections, faq and questions are kept';
  end if;
  if exists (select 1 from jsonb_each(p_content) e where jsonb_typeof(e.value) <> 'array') then
    return 'programme, sections, faq and questions are lists';
  end if;
  if jsonb_array_length(coalesce(p_content -> 'programme', '[]')) > 30 then
    return 'at most 30 programme items';
  end if;
  if jsonb_array_length(coalesce(p_content -> 'sections', '[]')) > 20 then
    return 'at most 20 sections';
  end if;
  if jsonb_array_length(coalesce(p_content -> 'faq', '[]')) > 50 then
    return 'at most 50 FAQ entries';
  end if;
  if jsonb_array_length(coalesce(p_content -> 'questions', '[]')) > 20 then
    return 'at most 20 RSVP questions';
  end if;

  for entry in select value from jsonb_array_elements(coalesce(p_content -> 'programme', '[]')) loop
    if jsonb_typeof(entry) <> 'object' or not private.is_uuid_text(entry -> 'id') then
      return 'each programme item needs an id';
    end if;
    if not private.is_bounded_text(entry -> 'title', 120, true) then
      return 'a programme item needs a title of at most 120 characters';
    end if;
    stamp := entry ->> 'at';
    if jsonb_typeof(entry -> 'at') is distinct from 'string'
       or stamp !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$'
       or substr(stamp, 6, 2)::integer not between 1 and 12
       or substr(stamp, 9, 2)::integer not between 1 and 31
       or substr(stamp, 12, 2)::integer > 23
       or substr(stamp, 15, 2)::integer > 59 then
      return 'a programme item needs a date and time';
    end if;
    if not (private.is_bounded_text(entry -> 'place', 200, false)
            and private.is_bounded_text(entry -> 'address', 300, false)
            and private.is_bounded_text(entry -> 'description', 2000, false)) then
      return 'a programme item''s place, address and description are at most 200, 300 and 2,000 characters';
    end if;
    item_ids := item_ids || (entry ->> 'id');
  end loop;
  if cardinality(item_ids) <> (select count(distinct x) from unnest(item_ids) x) then
    return 'programme items need distinct ids';
  end if;

  ids := '{}';
  for entry in select value from jsonb_array_elements(coalesce(p_content -> 'sections', '[]')) loop
    if jsonb_typeof(entry) <> 'object' or not private.is_uuid_text(entry -> 'id') then
      return 'each section needs an id';
    end if;
    if not private.is_bounded_text(entry -> 'title', 120, true) then
      return 'a section needs a title of at most 120 characters';
    end if;
    if not private.is_bounded_text(entry -> 'text', 5000, false) then
      return 'a section''s text is at most 5,000 characters';
    end if;
    if jsonb_typeof(entry -> 'visible') is distinct from 'boolean' then
      return 'a section is shown or hidden';
    end if;
    ids := ids || (entry ->> 'id');
  end loop;
  if cardinality(ids) <> (select count(distinct x) from unnest(ids) x) then
    return 'sections need distinct ids';
  end if;

  ids := '{}';
  for entry in select value from jsonb_array_elements(coalesce(p_content -> 'faq', '[]')) loop
    if jsonb_typeof(entry) <> 'object' or not private.is_uuid_text(entry -> 'id') then
      return 'each FAQ entry needs an id';
    end if;
    if not (private.is_bounded_text(entry -> 'question', 300, true)
            and private.is_bounded_text(entry -> 'answer', 3000, true)) then
      return 'a FAQ entry needs a question of at most 300 characters and an answer of at most 3,000';
    end if;
    ids := ids || (entry ->> 'id');
  end loop;
  if cardinality(ids) <> (select count(distinct x) from unnest(ids) x) then
    return 'FAQ entries need distinct ids';
  end if;

  ids := '{}';
  for entry in select value from jsonb_array_elements(coalesce(p_content -> 'questions', '[]')) loop
    if jsonb_typeof(entry) <> 'object' or not private.is_uuid_text(entry -> 'id') then
      return 'each RSVP question needs an id';
    end if;
    if coalesce(entry ->> 'kind', '') not in ('menu', 'dietary', 'yesno', 'text', 'attends') then
      return 'an RSVP question is a menu choice, dietary needs, yes / no, free text or attends a programme item';
    end if;
    if not private.is_bounded_text(entry -> 'label', 200, true) then
      return 'an RSVP question needs a label of at most 200 characters';
    end if;
    if coalesce(entry ->> 'per', '') not in ('attendee', 'party')
       or jsonb_typeof(entry -> 'required') is distinct from 'boolean' then
      return 'an RSVP question is asked for each attendee or once per party, required or not';
    end if;
    options := entry -> 'options';
    if entry ->> 'kind' = 'menu' then
      if jsonb_typeof(options) is distinct from 'array'
         or jsonb_array_length(options) not between 1 and 20
         or exists (select 1 from jsonb_array_elements(options) o
                    where not private.is_bounded_text(o.value, 100, true))
         or (select count(distinct btrim(o.value #>> '{}')) from jsonb_array_elements(options) o)
            <> jsonb_array_length(options) then
        return 'a menu choice offers 1 to 20 distinct options of at most 100 characters';
      end if;
    elsif options is not null and jsonb_typeof(options) <> 'null' then
      return 'only a menu choice has options';
    end if;
    if entry ->> 'kind' = 'attends' then
      if not private.is_uuid_text(entry -> 'item') or not ((entry ->> 'item') = any (item_ids)) then
        return 'an attendance question names one programme item';
      end if;
    elsif entry -> 'item' is not null and jsonb_typeof(entry -> 'item') <> 'null' then
      return 'only an attendance question names a programme item';
    end if;
    ids := ids || (entry ->> 'id');
  end loop;
  if cardinality(ids) <> (select count(distinct x) from unnest(ids) x) then
    return 'RSVP questions need distinct ids';
  end if;
  return null;
end $function$;

grant execute on function private.site_content_problem(p_content jsonb) to public;
