-- One anonymous checkout used to mark a whole registry purchased (every gift id is public on the
-- event's page, the e-mail is made up). Now, per event:
--   EV019 'Un panier contient au plus 5 cadeaux.'                                  cart_too_large
--   EV020 an e-mail address reserves at most 5 gifts in 24 hours, and one client
--         (network address) at most 20, whatever addresses it types            purchase_limit_reached
-- on top of the checkouts already counted per client and event (5 per client, 50 per event, in
-- 10 minutes: EV013). Refused checkouts change and count nothing.
--
-- The organisers undo a reservation from the gifts screen by setting the gift back to available
-- (an update that row-level security allows to the event's members, as every gift write); the
-- database records it in the activity feed, whoever made the change and however.

-- Who reserved how many gifts of an event when: the address as a digest (the organisers see it in
-- the purchase's activity entry; this ledger only counts).
create table private.gift_reservations (
  event_id uuid not null,
  email_digest bytea not null,
  client text not null,
  gift_count integer not null check (gift_count > 0),
  at timestamptz not null default now()
);
alter table private.gift_reservations enable row level security;
create index gift_reservations_email_idx on private.gift_reservations (event_id, email_digest, at);
create index gift_reservations_client_idx on private.gift_reservations (event_id, client, at);
create index gift_reservations_at_idx on private.gift_reservations (at);

create or replace function public.purchase_gifts(p_gift_ids uuid[], p_email text, p_name text default null)
returns table (id uuid, name text, amount numeric)
language plpgsql volatile security definer set search_path = '' as $$
declare
  cart_max constant integer := 5;
  email_daily_max constant integer := 5;
  client_daily_max constant integer := 20;
  wanted uuid[] := array(select distinct x from unnest(coalesce(p_gift_ids, '{}'::uuid[])) x where x is not null);
  email text := lower(btrim(coalesce(p_email, '')));
  digest bytea;
  v_client text := private.request_client();
  buyer text;
  reserved integer;
  locked public.gifts[];
  gift public.gifts;
  event uuid;
begin
  if cardinality(wanted) = 0 then
    raise exception 'The cart is empty' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if cardinality(wanted) > cart_max then
    raise exception 'Un panier contient au plus % cadeaux.', cart_max using errcode = 'EV019', hint = 'cart_too_large';
  end if;
  if length(coalesce(p_email, '')) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'A valid e-mail address is required' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  buyer := coalesce(nullif(left(btrim(coalesce(p_name, '')), 200), ''), email);
  digest := sha256(convert_to(email, 'UTF8'));

  select min(g.event_id::text)::uuid into event from public.gifts g where g.id = any(wanted);
  if event is not null then
    perform private.require_attempts_left('purchase', event::text, 5, 50, interval '10 minutes');
    -- One checkout of this address (and of this client) at a time, so the sums below hold.
    perform pg_advisory_xact_lock(hashtextextended('gift_reservations:' || event::text || ':' || v_client, 0));
    perform pg_advisory_xact_lock(hashtextextended('gift_reservations:' || event::text || ':' || encode(digest, 'hex'), 0));
    select coalesce(sum(r.gift_count), 0) into reserved from private.gift_reservations r
    where r.event_id = event and r.client = v_client and r.at > now() - interval '1 day';
    if reserved + cardinality(wanted) > client_daily_max then
      raise exception 'Trop de cadeaux réservés depuis cette connexion aujourd''hui (% par jour). Réessayez demain.',
        client_daily_max using errcode = 'EV020', hint = 'purchase_limit_reached';
    end if;
    select coalesce(sum(r.gift_count), 0) into reserved from private.gift_reservations r
    where r.event_id = event and r.email_digest = digest and r.at > now() - interval '1 day';
    if reserved >= email_daily_max then
      raise exception 'Cette adresse e-mail a déjà réservé % cadeaux aujourd''hui, le maximum par jour. Réessayez demain.',
        email_daily_max using errcode = 'EV020', hint = 'purchase_limit_reached';
    elsif reserved + cardinality(wanted) > email_daily_max then
      raise exception 'Cette adresse e-mail ne peut plus réserver que % aujourd''hui (% par jour) : retirez-en de votre panier.',
        case when email_daily_max - reserved = 1 then '1 cadeau' else (email_daily_max - reserved) || ' cadeaux' end,
        email_daily_max using errcode = 'EV020', hint = 'purchase_limit_reached';
    end if;
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
  delete from private.gift_reservations r where r.at < now() - interval '1 day';
  insert into private.gift_reservations (event_id, email_digest, client, gift_count)
  values (event, digest, v_client, cardinality(wanted));
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

-- ---------------------------------------------------------------- undoing a reservation

-- A purchased gift set back to available: gift_reservation_undone in the feed, with the member's
-- first name (else e-mail, else 'Someone', as todo_completed), so the team sees who reopened it.
-- Also when the gift dialog saves a purchased gift (it saves 'available', SPEC §4).
create function private.record_reservation_undone() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  who text;
begin
  select coalesce(nullif(btrim(u.name ->> 'first'), ''), u.email) into who
  from public.users u where u.id = auth.uid();
  perform private.record_activity(new.event_id, 'gift_reservation_undone', jsonb_build_object(
    'user_name', coalesce(who, 'Someone'), 'gift_name', new.name, 'gift_id', new.id));
  return null;
end $$;

create trigger record_reservation_undone
  after update of status on public.gifts
  for each row when (old.status = 'purchased' and new.status = 'available')
  execute function private.record_reservation_undone();
