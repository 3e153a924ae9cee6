-- RSVP and checkout for anonymous guests, limited so that names cannot be enumerated and gifts
-- cannot be marked purchased in bulk:
-- - find_rsvp_guest: 20 lookups per client and event, 300 per event, in 10 minutes (EV013).
-- - Each guest has an invitation token (members read it, for invitation links);
--   open_rsvp_invitation(event, token) finds the guest directly, counted like a lookup.
-- - Both hand out a ticket valid for one hour; submit_rsvp takes the ticket, not a guest id:
--   EV014 'This RSVP has expired, please search for your name again'   rsvp_ticket_invalid
-- - purchase_gifts: 5 checkouts per client and event, 50 per event, in 10 minutes; at most 100
--   gifts and an e-mail of at most 254 characters per call.

alter table public.guests
  add column invitation_token text not null default replace(gen_random_uuid()::text, '-', '');
create unique index guests_invitation_token_key on public.guests (invitation_token);

create table private.rsvp_tickets (
  ticket_hash bytea primary key,
  guest_id uuid not null references public.guests (id) on delete cascade,
  event_id uuid not null,
  expires_at timestamptz not null
);
alter table private.rsvp_tickets enable row level security;
create index rsvp_tickets_expires_idx on private.rsvp_tickets (expires_at);

create function private.issue_rsvp_ticket(p_guest_id uuid, p_event_id uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  ticket text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
begin
  delete from private.rsvp_tickets where expires_at <= now();
  insert into private.rsvp_tickets (ticket_hash, guest_id, event_id, expires_at)
  values (sha256(convert_to(ticket, 'UTF8')), p_guest_id, p_event_id, now() + interval '1 hour');
  return ticket;
end $$;
revoke execute on function private.issue_rsvp_ticket(uuid, uuid) from public;

drop function public.find_rsvp_guest(uuid, text);
drop function public.submit_rsvp(uuid, uuid, public.guest_status, jsonb);

-- Step 1 of the RSVP wizard: the one guest whose whole name equals the input, ignoring case
-- and surrounding blanks (homonyms: the earliest added), with a ticket for step 2.
create function public.find_rsvp_guest(p_event_id uuid, p_name text)
returns table (id uuid, name text, status public.guest_status, number integer, plus_ones jsonb, ticket text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.guests;
begin
  perform private.require_guests_module(p_event_id);
  if private.comparable_name(p_name) = '' then
    return;
  end if;
  perform private.require_attempts_left('rsvp_lookup', p_event_id::text, 20, 300, interval '10 minutes');
  perform private.record_attempt('rsvp_lookup', p_event_id::text);
  select g.* into found from public.guests g
  where g.event_id = p_event_id and private.comparable_name(g.name) = private.comparable_name(p_name)
  order by g.created_at, g.id
  limit 1;
  if found.id is not null then
    return query select found.id, found.name, found.status, found.number, found.plus_ones,
                        private.issue_rsvp_ticket(found.id, p_event_id);
  end if;
end $$;

-- An invitation link: the guest whose token it carries, as find_rsvp_guest answers.
create function public.open_rsvp_invitation(p_event_id uuid, p_token text)
returns table (id uuid, name text, status public.guest_status, number integer, plus_ones jsonb, ticket text)
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.guests;
begin
  perform private.require_guests_module(p_event_id);
  perform private.require_attempts_left('rsvp_lookup', p_event_id::text, 20, 300, interval '10 minutes');
  perform private.record_attempt('rsvp_lookup', p_event_id::text);
  select g.* into found from public.guests g
  where g.event_id = p_event_id and g.invitation_token = btrim(coalesce(p_token, ''));
  if found.id is not null then
    return query select found.id, found.name, found.status, found.number, found.plus_ones,
                        private.issue_rsvp_ticket(found.id, p_event_id);
  end if;
end $$;

-- Step 2 (SPEC §4): confirmed keeps the accompanying guests and the party is 1 + their count;
-- declined clears them. Records the rsvp activity and tells the team. The ticket from step 1
-- says which guest; it may be used again within its hour to correct the answer.
create function public.submit_rsvp(
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

-- ---------------------------------------------------------------- checkout

-- As before (create_guest_rpcs), with the limits above checked before any gift changes.
create or replace function public.purchase_gifts(p_gift_ids uuid[], p_email text, p_name text default null)
returns table (id uuid, name text, amount numeric)
language plpgsql volatile security definer set search_path = '' as $$
declare
  wanted uuid[] := array(select distinct x from unnest(coalesce(p_gift_ids, '{}'::uuid[])) x where x is not null);
  email text := lower(btrim(coalesce(p_email, '')));
  buyer text;
  locked public.gifts[];
  gift public.gifts;
  event uuid;
begin
  if cardinality(wanted) = 0 then
    raise exception 'The cart is empty' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if cardinality(wanted) > 100 then
    raise exception 'At most 100 gifts can be bought at once' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if length(coalesce(p_email, '')) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'A valid e-mail address is required' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  buyer := coalesce(nullif(left(btrim(coalesce(p_name, '')), 200), ''), email);

  select min(g.event_id::text)::uuid into event from public.gifts g where g.id = any(wanted);
  if event is not null then
    perform private.require_attempts_left('purchase', event::text, 5, 50, interval '10 minutes');
  end if;

  perform 1 from public.gifts g where g.id = any(wanted) order by g.id for update;
  select array_agg(g order by g.id) into locked from public.gifts g where g.id = any(wanted);
  if coalesce(cardinality(locked), 0) <> cardinality(wanted) then
    raise exception 'Gift not found' using errcode = 'EV009', hint = 'gift_not_found';
  end if;
  if exists (select 1 from unnest(locked) g where g.event_id <> event) then
    raise exception 'A cart holds gifts of one event' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if not private.module_enabled(event, 'gifts') then
    raise exception 'This event does not have the gifts module activated' using errcode = 'EV005', hint = 'module_disabled';
  end if;
  if exists (select 1 from unnest(locked) g where g.status <> 'available') then
    raise exception 'This gift has already been purchased' using errcode = 'EV003', hint = 'gift_unavailable',
      detail = (select string_agg(g.name, ', ' order by g.name) from unnest(locked) g where g.status <> 'available');
  end if;

  update public.gifts g set status = 'purchased' where g.id = any(wanted);
  perform private.record_attempt('purchase', event::text);
  foreach gift in array locked loop
    perform private.record_activity(event, 'gift_purchase', jsonb_build_object(
      'name', buyer, 'gift_name', gift.name, 'gift_id', gift.id, 'email', email));
    perform private.notify_event_members(event, 'gift_purchased', jsonb_build_object(
      'purchaserName', buyer, 'giftName', gift.name, 'gift_id', gift.id));
    id := gift.id;
    name := gift.name;
    amount := gift.amount;
    return next;
  end loop;
end $$;
