-- The guest site as a wedding website (issue 21): a programme, information sections, a FAQ and
-- the RSVP's own questions, and the guests' answers to them.
--
-- events."siteContent" holds what the website editor drafts beside websiteSettings and saves with
-- it in the one update 'Publish changes' makes (a JSON document, not tables: the editor previews
-- and publishes the whole page at once, and every entry carries a stable uuid so an RSVP question
-- can name a programme item and an answer can name a question):
--   { "programme": [{ id, title, at: 'YYYY-MM-DDTHH:MM' (the place's wall clock), place, address, description }],
--     "sections":  [{ id, title, text (markdown subset), visible }]   -- in the order shown
--     "faq":       [{ id, question, answer }]                         -- in the order shown
--     "questions": [{ id, kind, label, per: 'attendee' | 'party', required, options (menu), item (attends) }] }
-- Bounded: 30 programme items, 20 sections, 50 FAQ entries, 20 questions of at most 20 options,
-- each text bounded below, 100,000 bytes in all.
--   EV040 'The website content is not valid: …'   invalid_site_content
--
-- guests.rsvp_answers: { "<question id>": value } for a question asked once per party, and
-- { "<question id>": [value, …] } for one asked of each attendee (index 0 the guest, then the
-- plus-ones in order). A value is an option the menu offers, a text of at most 500 characters
-- (dietary needs, free text), a boolean (yes / no, attends a programme item) or null. Whoever
-- writes them (submit_rsvp for guests, the organisers, the service role), they can only name a
-- question of that guest's own event and an option that question offers:
--   EV041 'Cette question n''existe pas pour cet événement.'       unknown_question
--   EV042 'Ce choix n''est pas proposé.'                            unknown_option
--   EV043 'Une réponse fait au plus 500 caractères.'                answer_too_long
--   EV044 'Merci de répondre à la question « … ».'                  answer_required   (submit_rsvp)
-- Declining clears them. Answers to a question removed since stay stored and are ignored by
-- what reads them; the guest's next answer replaces them all.
--
-- Redefined: public.get_public_event (one more column, "siteContent": what the published site
-- shows, and "shown" when it has a programme, a visible section or a FAQ), private.rsvp_lookup_answer (the guest's answers, to change them later) and
-- public.submit_rsvp (p_answers).

alter table public.events add column "siteContent" jsonb not null default '{}'::jsonb;
alter table public.events add constraint events_site_content_too_long
  check (octet_length("siteContent"::text) <= 100000);

alter table public.guests add column rsvp_answers jsonb not null default '{}'::jsonb;
alter table public.guests add constraint guests_rsvp_answers_shape
  check (jsonb_typeof(rsvp_answers) = 'object' and octet_length(rsvp_answers::text) <= 40000);

create function private.is_uuid_text(p_value jsonb) returns boolean
language sql immutable set search_path = '' as $$
  select jsonb_typeof(p_value) = 'string'
    and (p_value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$$;

-- A text field: a string of at most p_max characters, not blank when required; absent or null
-- when optional.
create function private.is_bounded_text(p_value jsonb, p_max integer, p_required boolean) returns boolean
language sql immutable set search_path = '' as $$
  select case
    when p_value is null or jsonb_typeof(p_value) = 'null' then not p_required
    when jsonb_typeof(p_value) <> 'string' then false
    else char_length(p_value #>> '{}') <= p_max
      and (not p_required or btrim(p_value #>> '{}') <> '')
  end
$$;

-- What is wrong with a site content document, or null when nothing is.
create function private.site_content_problem(p_content jsonb) returns text
language plpgsql immutable set search_path = '' as $$
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
end $$;

create function private.check_site_content() returns trigger
language plpgsql set search_path = '' as $$
declare
  problem text := private.site_content_problem(new."siteContent");
begin
  if problem is not null then
    raise exception 'The website content is not valid: %', problem
      using errcode = 'EV040', hint = 'invalid_site_content';
  end if;
  return new;
end $$;

create trigger check_site_content
  before insert or update of "siteContent" on public.events
  for each row execute function private.check_site_content();

-- ---------------------------------------------------------------- answers

-- Raises when p_answers names a question the event does not ask, an option it does not offer,
-- a text too long or a value of the wrong kind. Security definer: it reads the event's questions
-- for writers who may not read the event row (a guest through submit_rsvp).
create function private.check_rsvp_answers(p_event_id uuid, p_answers jsonb, p_party integer) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  questions jsonb;
  given record;
  question jsonb;
  one jsonb;
begin
  if jsonb_typeof(p_answers) is distinct from 'object' then
    raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
  end if;
  select coalesce(e."siteContent" -> 'questions', '[]') into questions from public.events e where e.id = p_event_id;
  for given in select e.key, e.value from jsonb_each(p_answers) e loop
    select q.value into question from jsonb_array_elements(coalesce(questions, '[]')) q
    where q.value ->> 'id' = given.key;
    if question is null then
      raise exception 'Cette question n''existe pas pour cet événement.'
        using errcode = 'EV041', hint = 'unknown_question';
    end if;
    if question ->> 'per' = 'attendee' then
      if jsonb_typeof(given.value) <> 'array' or jsonb_array_length(given.value) > greatest(p_party, 1) then
        raise exception 'Une réponse est attendue pour chaque personne.'
          using errcode = 'EV041', hint = 'unknown_question';
      end if;
    elsif jsonb_typeof(given.value) = 'array' then
      raise exception 'Une seule réponse est attendue pour le groupe.'
        using errcode = 'EV041', hint = 'unknown_question';
    end if;
    for one in
      select v.value from jsonb_array_elements(
        case when jsonb_typeof(given.value) = 'array' then given.value else jsonb_build_array(given.value) end) v
    loop
      continue when jsonb_typeof(one) = 'null';
      case question ->> 'kind'
        when 'menu' then
          if jsonb_typeof(one) <> 'string' or not (question -> 'options') @> jsonb_build_array(one) then
            raise exception 'Ce choix n''est pas proposé.' using errcode = 'EV042', hint = 'unknown_option';
          end if;
        when 'dietary', 'text' then
          if jsonb_typeof(one) <> 'string' then
            raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
          end if;
          if char_length(one #>> '{}') > 500 then
            raise exception 'Une réponse fait au plus 500 caractères.' using errcode = 'EV043', hint = 'answer_too_long';
          end if;
        else
          if jsonb_typeof(one) <> 'boolean' then
            raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
          end if;
      end case;
    end loop;
  end loop;
end $$;

revoke execute on function private.check_rsvp_answers(uuid, jsonb, integer) from public;

-- Security definer: the check it calls is closed to direct callers.
create function private.check_guest_rsvp_answers() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.rsvp_answers = '{}'::jsonb
     or (tg_op = 'UPDATE' and new.rsvp_answers = old.rsvp_answers and new.event_id = old.event_id) then
    return new;
  end if;
  perform private.check_rsvp_answers(
    new.event_id, new.rsvp_answers,
    1 + case when jsonb_typeof(new.plus_ones) = 'array' then jsonb_array_length(new.plus_ones) else 0 end);
  return new;
end $$;

revoke execute on function private.check_guest_rsvp_answers() from public;

create trigger check_guest_rsvp_answers
  before insert or update of rsvp_answers, event_id on public.guests
  for each row execute function private.check_guest_rsvp_answers();

-- The questions a guest must answer and did not: raises EV044 with the first one's label.
create function private.require_rsvp_answers(p_event_id uuid, p_answers jsonb, p_party integer) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  question jsonb;
  answer jsonb;
  i integer;
  blank boolean;
begin
  for question in
    select q.value from public.events e, jsonb_array_elements(coalesce(e."siteContent" -> 'questions', '[]')) q
    where e.id = p_event_id and (q.value -> 'required') = 'true'::jsonb
  loop
    answer := p_answers -> (question ->> 'id');
    if question ->> 'per' = 'attendee' then
      blank := jsonb_typeof(answer) is distinct from 'array';
      i := 0;
      while not blank and i < p_party loop
        blank := coalesce(jsonb_typeof(answer -> i), 'null') = 'null'
          or (jsonb_typeof(answer -> i) = 'string' and btrim(answer ->> i) = '');
        i := i + 1;
      end loop;
    else
      blank := coalesce(jsonb_typeof(answer), 'null') = 'null'
        or (jsonb_typeof(answer) = 'string' and btrim(answer #>> '{}') = '');
    end if;
    if blank then
      raise exception 'Merci de répondre à la question « % ».', question ->> 'label'
        using errcode = 'EV044', hint = 'answer_required';
    end if;
  end loop;
end $$;

revoke execute on function private.require_rsvp_answers(uuid, jsonb, integer) from public;

-- ---------------------------------------------------------------- public page

-- As before (remember_former_slugs), with the site's content as the published page shows it:
-- the programme in time order, the visible sections in their order, the FAQ, the RSVP questions.
drop function public.get_public_event(text);
create function public.get_public_event(p_ref text)
returns table (
  id uuid,
  slug text,
  name text,
  type public.event_type,
  date timestamptz,
  location text,
  spouse1 text,
  spouse2 text,
  person text,
  "websiteSettings" jsonb,
  "moduleActivation" jsonb,
  photo_uploads_open boolean,
  gifts jsonb,
  photos jsonb,
  table_plan_published boolean,
  "siteContent" jsonb
)
language plpgsql stable security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
  return query
  select
    e.id, e.slug, e.name, e.type, e.date, e.location, e.spouse1, e.spouse2, e.person,
    e."websiteSettings", e."moduleActivation",
    coalesce((e."photoSharingSettings" ->> 'public')::boolean, false)
      and private.module_enabled(e.id, 'photo-sharing'),
    case when private.module_enabled(e.id, 'gifts') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'name', g.name, 'description', g.description, 'amount', g.amount,
        'image_url', g.image_url, 'status', g.status) order by g.created_at, g.id)
      from public.gifts g where g.event_id = e.id), '[]'::jsonb)
    else '[]'::jsonb end,
    case when private.module_enabled(e.id, 'photo-sharing') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'uploaded_at', p.uploaded_at) order by p.uploaded_at desc, p.id)
      from public.photos p where p.event_id = e.id and p.public), '[]'::jsonb)
    else '[]'::jsonb end,
    exists (select 1 from public.table_plans t where t.event_id = e.id and t.published),
    -- "shown": whether the page has any of these sections to show, so the page's first load
    -- decides where to keep their room with one property read.
    (select c || jsonb_build_object('shown',
       c -> 'programme' <> '[]'::jsonb or c -> 'sections' <> '[]'::jsonb or c -> 'faq' <> '[]'::jsonb)
     from (select
      jsonb_build_object(
        'programme', coalesce((
          select jsonb_agg(i.value order by i.value ->> 'at', i.position)
          from jsonb_array_elements(coalesce(e."siteContent" -> 'programme', '[]')) with ordinality i(value, position)
        ), '[]'::jsonb),
        'sections', coalesce((
          select jsonb_agg(s.value order by s.position)
          from jsonb_array_elements(coalesce(e."siteContent" -> 'sections', '[]')) with ordinality s(value, position)
          where (s.value -> 'visible') = 'true'::jsonb
        ), '[]'::jsonb),
        'faq', coalesce(e."siteContent" -> 'faq', '[]'::jsonb),
        'questions', case when private.module_enabled(e.id, 'guests')
          then coalesce(e."siteContent" -> 'questions', '[]'::jsonb) else '[]'::jsonb end
      ) as c) built)
  from public.events e
  where e.id = found_id;
end $$;

grant execute on function public.get_public_event(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- RSVP

-- As before (limit_rsvp_party_size), with the guest's answers to the RSVP questions, which the
-- wizard shows again when the guest comes back to change them.
create or replace function private.rsvp_lookup_answer(p_guest public.guests) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select jsonb_build_array(jsonb_build_object(
    'id', p_guest.id, 'name', p_guest.name, 'status', p_guest.status, 'number', p_guest.number,
    'plus_ones', p_guest.plus_ones, 'max_party_size', p_guest.max_party_size,
    'rsvp_answers', p_guest.rsvp_answers,
    'ticket', private.issue_rsvp_ticket(p_guest.id, p_guest.event_id)))
$$;

-- As before (limit_rsvp_party_size), with p_answers: checked against the event's questions
-- (the guests trigger) and its required ones, saved with the answer, cleared by a decline.
drop function public.submit_rsvp(uuid, text, public.guest_status, jsonb);
create function public.submit_rsvp(
  p_event_id uuid,
  p_ticket text,
  p_status public.guest_status,
  p_plus_ones jsonb default '[]'::jsonb,
  p_answers jsonb default '{}'::jsonb
)
returns table (id uuid, name text, status public.guest_status, number integer, plus_ones jsonb, last_updated_at timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
declare
  party jsonb := coalesce(p_plus_ones, '[]'::jsonb);
  answers jsonb := coalesce(p_answers, '{}'::jsonb);
  guest_id uuid;
  allowed integer;
  saved public.guests;
begin
  perform private.require_guests_module(p_event_id);
  select t.guest_id into guest_id from private.rsvp_tickets t
  where t.ticket_hash = sha256(convert_to(coalesce(p_ticket, ''), 'UTF8'))
    and t.event_id = p_event_id and t.expires_at > now();
  if guest_id is null then
    raise exception 'This RSVP has expired, please search for your name again'
      using errcode = 'EV014', hint = 'rsvp_ticket_invalid';
  end if;
  if p_status is null or p_status not in ('confirmed', 'declined') then
    raise exception 'An answer is either confirmed or declined' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if p_status = 'declined' then
    party := '[]'::jsonb;
    answers := '{}'::jsonb;
  elsif not private.is_valid_plus_ones(party) then
    raise exception 'Each accompanying guest needs a name, an age (adult or kid) and a vegetarian flag'
      using errcode = 'EV009', hint = 'invalid_input';
  elsif jsonb_array_length(party) > 20 then
    raise exception 'At most 20 accompanying guests can be added' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if jsonb_typeof(answers) is distinct from 'object' or octet_length(answers::text) > 40000 then
    raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
  end if;

  select g.max_party_size into allowed from public.guests g
  where g.id = guest_id and g.event_id = p_event_id
  for update;
  if allowed is null then
    raise exception 'Guest not found' using errcode = 'EV004', hint = 'guest_not_found';
  end if;
  if 1 + jsonb_array_length(party) > allowed then
    raise exception '%', private.companions_allowed_message(allowed - 1)
      using errcode = 'EV027', hint = 'party_too_large';
  end if;
  if p_status = 'confirmed' then
    perform private.check_rsvp_answers(p_event_id, answers, 1 + jsonb_array_length(party));
    perform private.require_rsvp_answers(p_event_id, answers, 1 + jsonb_array_length(party));
  end if;

  -- clock_timestamp(): evaluated once the row lock is held, so the answer saved last is also
  -- the one stamped last (now() is the transaction's start, before any wait for the lock).
  update public.guests g
  set status = p_status, plus_ones = party, rsvp_answers = answers, last_updated_at = clock_timestamp()
  where g.id = guest_id and g.event_id = p_event_id
  returning g.* into saved;
  if saved.id is null then
    raise exception 'Guest not found' using errcode = 'EV004', hint = 'guest_not_found';
  end if;

  perform private.record_activity(p_event_id, 'rsvp', jsonb_build_object(
    'name', saved.name, 'status', saved.status, 'number', saved.number, 'guest_id', saved.id));
  perform private.notify_event_members(p_event_id, 'guest_rsvp', jsonb_build_object(
    'guestName', saved.name, 'status', saved.status, 'number', saved.number, 'guest_id', saved.id));

  return query select saved.id, saved.name, saved.status, saved.number, saved.plus_ones, saved.last_updated_at;
end $$;
