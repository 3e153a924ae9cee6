-- Companions are the spec's again unless the organisers set a limit (issue 29, spec deviation).
-- SPEC §2: the RSVP's step 2 chooses "attendance and accompanying guests"; since the allowed
-- party size (limit_rsvp_party_size), a guest typed in alone got max_party_size 1 by default and
-- "Votre invitation ne prévoit pas d'accompagnant". The limit is now opt-in:
--
-- - events.rsvp_companions: what guests may bring by default, 'Guests may bring': null (as many
--   as they say: up to the 20 accompanying guests submit_rsvp always capped), 0 (nobody), N
--   (up to N, 1 to 20).
-- - guests.max_party_size: the guest's own limit, the guest included (1 to 21), or null to follow
--   the event's default. Null is now the default, for a new row and an imported one without it.
--   A limit set never falls below the party the organisers entered (as before).
-- - What a guest may send: their own limit, else the event's default, never below the party on
--   the list (so an answer already given can be sent back). The RSVP look-ups answer it as
--   max_party_size, as before; submit_rsvp refuses more (EV027 as before).
--
-- Guests saved before: every row had a limit, most of them the default, which was the party on
-- the list when the organisers saved it (1 for a guest typed alone: the form's '1' and the
-- column's default). Which ones the organisers chose is not recorded, so:
--   - 1 (a guest typed alone) is the default the issue is about: cleared, the guest follows the
--     event, whose default for every existing event is the spec's (null);
--   - a limit equal to the party on the list of a guest who has not answered yet is what the
--     form and the database set when organisers type a party: cleared too;
--   - any other (above the party on the list, or a guest who answered under it): kept as the
--     guest's own limit, since it may have been chosen and only the organisers can tell.

alter table public.events add column rsvp_companions integer
  constraint events_rsvp_companions_range check (rsvp_companions between 0 and 20);

-- As before (limit_rsvp_party_size), leaving a null limit null: the guest follows the event.
create or replace function private.keep_guest_party_allowance() returns trigger
language plpgsql set search_path = '' as $$
begin
  if jsonb_typeof(new.plus_ones) is distinct from 'array' or new.max_party_size is null then
    return new;
  end if;
  if new.max_party_size >= 1 then
    new.max_party_size := greatest(new.max_party_size, least(21, 1 + jsonb_array_length(new.plus_ones)));
  end if;
  return new;
end $$;

alter table public.guests alter column max_party_size drop not null;
alter table public.guests alter column max_party_size drop default;

update public.guests g set max_party_size = null
where jsonb_typeof(g.plus_ones) = 'array'
  and (g.max_party_size = 1
       or (g.status = 'pending' and g.max_party_size = least(21, 1 + jsonb_array_length(g.plus_ones))));

-- The most people a guest's answer may count, the guest included.
create function private.guest_party_allowance(p_guest public.guests) returns integer
language sql stable security definer set search_path = '' as $$
  select coalesce(p_guest.max_party_size, greatest(
    1 + coalesce((select e.rsvp_companions from public.events e where e.id = p_guest.event_id), 20),
    least(21, 1 + case when jsonb_typeof(p_guest.plus_ones) = 'array' then jsonb_array_length(p_guest.plus_ones) else 0 end)))
$$;
revoke execute on function private.guest_party_allowance(public.guests) from public;

-- ---------------------------------------------------------------- RSVP

-- As before (add_site_content), with the allowance the guest has now.
create or replace function private.rsvp_lookup_answer(p_guest public.guests) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select jsonb_build_array(jsonb_build_object(
    'id', p_guest.id, 'name', p_guest.name, 'status', p_guest.status, 'number', p_guest.number,
    'plus_ones', p_guest.plus_ones, 'max_party_size', private.guest_party_allowance(p_guest),
    'rsvp_answers', p_guest.rsvp_answers,
    'ticket', private.issue_rsvp_ticket(p_guest.id, p_guest.event_id)))
$$;

-- As before (add_site_content), refusing a party larger than the guest's allowance now.
create or replace function public.submit_rsvp(
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
  found_guest public.guests;
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

  select g.* into found_guest from public.guests g
  where g.id = guest_id and g.event_id = p_event_id
  for update;
  allowed := private.guest_party_allowance(found_guest);
  if found_guest.id is null then
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
