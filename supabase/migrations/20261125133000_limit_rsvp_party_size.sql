-- An RSVP cannot grow a party past what the organisers allow. Before, submit_rsvp took up to 20
-- accompanying guests from anyone holding a ticket, so a guest invited alone could answer for
-- a family of 21.
--
-- - guests.max_party_size: the most people the invitation covers, the guest included, 1 to 21
--   (21: the 20 accompanying guests submit_rsvp has always capped). Existing guests get their
--   current size (1 + plus-ones), and so do new ones written without it.
-- - It never falls below the party the organisers entered themselves: a write that adds
--   plus-ones raises it to match (up to 21), so the guest can always send back what is on the list.
--   Their forms say so before saving; this keeps other writers consistent.
-- - Both RSVP look-ups answer it, and submit_rsvp refuses more accompanying guests than it leaves:
--   EV027 'Votre invitation prévoit au plus N accompagnant(s).'   party_too_large
-- - import_guests takes it per row (absent or null: the row's party size).

alter table public.guests add column max_party_size integer not null default 1
  constraint guests_max_party_size_range check (max_party_size between 1 and 21);

update public.guests set max_party_size = least(21, 1 + jsonb_array_length(plus_ones))
where jsonb_typeof(plus_ones) = 'array';

-- Values below 1 are left to the range check, which refuses them.
create function private.keep_guest_party_allowance() returns trigger
language plpgsql set search_path = '' as $$
declare
  party integer;
begin
  if jsonb_typeof(new.plus_ones) is distinct from 'array' then
    return new;
  end if;
  party := least(21, 1 + jsonb_array_length(new.plus_ones));
  if new.max_party_size is null then
    new.max_party_size := party;
  elsif new.max_party_size >= 1 then
    new.max_party_size := greatest(new.max_party_size, party);
  end if;
  return new;
end $$;

create trigger keep_guest_party_allowance
  before insert or update of plus_ones, max_party_size on public.guests
  for each row execute function private.keep_guest_party_allowance();

-- The sentence both the wizard and submit_rsvp say, from the accompanying guests allowed.
create function private.companions_allowed_message(p_companions integer) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_companions <= 0 then 'Votre invitation ne prévoit pas d''accompagnant.'
    when p_companions = 1 then 'Votre invitation prévoit au plus 1 accompagnant.'
    else format('Votre invitation prévoit au plus %s accompagnants.', p_companions)
  end
$$;
revoke execute on function private.companions_allowed_message(integer) from public;

-- ---------------------------------------------------------------- RSVP

-- As before (count_only_guest_misses), with the guest's allowed party size.
create or replace function private.rsvp_lookup_answer(p_guest public.guests) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select jsonb_build_array(jsonb_build_object(
    'id', p_guest.id, 'name', p_guest.name, 'status', p_guest.status, 'number', p_guest.number,
    'plus_ones', p_guest.plus_ones, 'max_party_size', p_guest.max_party_size,
    'ticket', private.issue_rsvp_ticket(p_guest.id, p_guest.event_id)))
$$;

-- As before (guard_rsvp_and_checkout), refusing a party larger than the guest's allowed size.
-- The row is locked before its allowance is read, so an organiser lowering it meanwhile is
-- either seen or waits.
create or replace function public.submit_rsvp(
  p_event_id uuid,
  p_ticket text,
  p_status public.guest_status,
  p_plus_ones jsonb default '[]'::jsonb
)
returns table (id uuid, name text, status public.guest_status, number integer, plus_ones jsonb, last_updated_at timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
declare
  party jsonb := coalesce(p_plus_ones, '[]'::jsonb);
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
  elsif not private.is_valid_plus_ones(party) then
    raise exception 'Each accompanying guest needs a name, an age (adult or kid) and a vegetarian flag'
      using errcode = 'EV009', hint = 'invalid_input';
  elsif jsonb_array_length(party) > 20 then
    raise exception 'At most 20 accompanying guests can be added' using errcode = 'EV009', hint = 'invalid_input';
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

  -- clock_timestamp(): evaluated once the row lock is held, so the answer saved last is also
  -- the one stamped last (now() is the transaction's start, before any wait for the lock).
  update public.guests g
  set status = p_status, plus_ones = party, last_updated_at = clock_timestamp()
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

-- ---------------------------------------------------------------- CSV import

-- As before (add_guest_import), with each row's allowed party size.
create or replace function public.import_guests(p_event_id uuid, p_guests jsonb) returns integer
language plpgsql volatile security invoker set search_path = '' as $$
declare
  inserted integer;
begin
  if not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'You may not add guests to this event' using errcode = '42501';
  end if;
  if jsonb_typeof(p_guests) is distinct from 'array' or jsonb_array_length(p_guests) = 0 then
    raise exception 'There are no guests to import' using errcode = '22023';
  end if;
  if jsonb_array_length(p_guests) > 2000 then
    raise exception 'At most 2,000 guests can be imported at once' using errcode = '22023';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_guests) g
    where jsonb_typeof(g.value -> 'max_party_size') not in ('number', 'null')
       or (jsonb_typeof(g.value -> 'max_party_size') = 'number'
           and (g.value ->> 'max_party_size') !~ '^[0-9]{1,2}$')
  ) then
    raise exception 'An allowed party size is a whole number from 1 to 21' using errcode = '22023';
  end if;

  insert into public.guests (event_id, name, email, status, comment, plus_ones, max_party_size)
  select p_event_id,
         btrim(g.value ->> 'name'),
         nullif(btrim(g.value ->> 'email'), ''),
         coalesce(nullif(g.value ->> 'status', ''), 'pending')::public.guest_status,
         nullif(btrim(g.value ->> 'comment'), ''),
         coalesce(g.value -> 'plus_ones', '[]'::jsonb),
         (g.value ->> 'max_party_size')::integer
  from jsonb_array_elements(p_guests) with ordinality as g(value, position)
  order by g.position;
  get diagnostics inserted = row_count;
  return inserted;
end $$;
