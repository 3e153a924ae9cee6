-- Mail caps that hold (issue 28, G1 and G5), and mailing_summaries without PUBLIC's grant.
--
-- The caps counted mail_outbox rows, which deleting a guest (or the event) cascades away: four
-- guests with one address were each mailed, and deleting the guests reset the event's count.
-- Now every queued mail is also written to private.mail_ledger, an append-only table that no
-- delete reaches (no foreign key, no cascade, nobody writes it through the API), keyed by event,
-- by account and by normalised address (lower(btrim(address))). The caps count the ledger:
--
-- - per address per event: 3 a day (guests sharing an address count together);
-- - per event: 500 a day, whatever happened to its guests since;
-- - per account (the event's creator, events.user_id, which cannot change): 1,000 a day across
--   all the account's events. Twice an event's cap: a couple may send a full invitation and a
--   full reminder in one day, or run two events, but an account cannot multiply the event cap
--   by making events (which are limited below), and a day of one account stays a small share
--   of what the product's relay may send (the relay's own reputation is every couple's).
--
-- Unsubscribing now holds for the account: an address that unsubscribed from one of its events
-- is not mailed by any of them (private.mail_account_suppressions, no cascade either).
--
-- Events created per account: 10 a day (private.event_creations, append-only like the ledger,
-- so deleting events gives no new ones). A couple makes one or two; a planner a few a day.
--
--   EV051 'At most 1,000 e-mails a day across all your events: …'   account_mail_limit
--   EV052 'At most 10 events can be created per account in 24 hours…' event_creation_limit
--
-- G5: the mails' links carry the event's id (the drain, src/kernel/guest-mail/mail-links.ts), and
-- unsubscribe_guest finds the guest by their token, which is unique: a link from before, naming a
-- slug that changed hands since, still unsubscribes the guest it was sent to.

-- ---------------------------------------------------------------- who the account is

-- The account an event's mail counts against: its creator, or the event itself for one made
-- without an account (seed, service role) or whose creator's account was deleted.
create function private.mail_account(p_event_id uuid) returns uuid
language sql stable security definer set search_path = '' as $$
  select coalesce((select e.user_id from public.events e where e.id = p_event_id), p_event_id)
$$;
revoke execute on function private.mail_account(uuid) from public;

-- ---------------------------------------------------------------- the ledger

create table private.mail_ledger (
  id bigint generated always as identity primary key,
  -- No foreign keys: deleting the event, its guests or the account must not erase what was sent.
  event_id uuid not null,
  account_id uuid not null,
  address text not null constraint mail_ledger_address_normalised check (address = lower(btrim(address))),
  -- A mail_kind, or 'confirmation'.
  kind text not null,
  outbox_id uuid,
  at timestamptz not null default now()
);
create index mail_ledger_event_idx on private.mail_ledger (event_id, at);
create index mail_ledger_account_idx on private.mail_ledger (account_id, at);
create index mail_ledger_address_idx on private.mail_ledger (event_id, address, at);
create index mail_ledger_at_idx on private.mail_ledger (at);
alter table private.mail_ledger enable row level security;
revoke all on private.mail_ledger from public, anon, authenticated;

-- Append-only: a row is never changed, and goes only once older than every window it counts in.
create function private.keep_ledger_rows() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '2 days' then
    return old;
  end if;
  raise exception 'The mail ledger is append-only' using errcode = '42501';
end $$;
revoke execute on function private.keep_ledger_rows() from public;

create trigger keep_ledger_rows
  before update or delete on private.mail_ledger
  for each row execute function private.keep_ledger_rows();

create function private.refuse_truncate() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end $$;
revoke execute on function private.refuse_truncate() from public;

create trigger refuse_ledger_truncate
  before truncate on private.mail_ledger
  for each statement execute function private.refuse_truncate();

-- What was queued today before this migration counts too.
insert into private.mail_ledger (event_id, account_id, address, kind, outbox_id, at)
select o.event_id, private.mail_account(o.event_id), lower(btrim(o.address)), m.kind::text, o.id, o.created_at
from public.mail_outbox o join public.mailings m on m.id = o.mailing_id
where o.created_at > now() - interval '2 days';

-- ---------------------------------------------------------------- the caps

create function private.mail_caps() returns jsonb
language sql immutable set search_path = '' as $$
  select jsonb_build_object('per_address', 3, 'per_event', 500, 'per_account', 1000)
$$;

-- Mails counted today for an event and for its account.
create function private.mail_counts(p_event_id uuid, out event_sent integer, out account_sent integer)
language sql stable security definer set search_path = '' as $$
  select
    (select count(*)::integer from private.mail_ledger l
     where l.event_id = p_event_id and l.at > now() - interval '24 hours'),
    (select count(*)::integer from private.mail_ledger l
     where l.account_id = private.mail_account(p_event_id) and l.at > now() - interval '24 hours')
$$;
revoke execute on function private.mail_counts(uuid) from public;

-- Mails counted today to one normalised address for an event.
create function private.address_mail_count(p_event_id uuid, p_address text) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from private.mail_ledger l
  where l.event_id = p_event_id and l.address = lower(btrim(coalesce(p_address, '')))
    and l.at > now() - interval '24 hours'
$$;
revoke execute on function private.address_mail_count(uuid, text) from public;

-- Writes the ledger rows of outbox rows just queued.
create function private.record_in_ledger(p_outbox_ids uuid[], p_kind text) returns void
language sql volatile security definer set search_path = '' as $$
  insert into private.mail_ledger (event_id, account_id, address, kind, outbox_id)
  select o.event_id, private.mail_account(o.event_id), lower(btrim(o.address)), p_kind, o.id
  from public.mail_outbox o where o.id = any(p_outbox_ids);
  -- Rows past every window are forgotten (the append-only trigger lets only those go).
  delete from private.mail_ledger l where l.at < now() - interval '2 days';
$$;
revoke execute on function private.record_in_ledger(uuid[], text) from public;

-- The composer shows these before a send: how many e-mails this event and its account may still
-- send today, how many each address already got, and which of the guests' addresses unsubscribed
-- through another event of the account. Members of the event and global admins.
-- {per_address, per_event, per_account, event_left, account_left, addresses: {address: count},
--  unsubscribed: [address]}
create function public.guest_mail_allowance(p_event_id uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  caps jsonb := private.mail_caps();
  counts record;
begin
  if auth.uid() is null or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Only the organisers of this event can e-mail its guests' using errcode = '42501';
  end if;
  select * into counts from private.mail_counts(p_event_id);
  return caps || jsonb_build_object(
    'event_left', greatest(0, (caps ->> 'per_event')::integer - counts.event_sent),
    'account_left', greatest(0, (caps ->> 'per_account')::integer - counts.account_sent),
    'addresses', coalesce((
      select jsonb_object_agg(a.address, a.n) from (
        select l.address, count(*) as n from private.mail_ledger l
        where l.event_id = p_event_id and l.at > now() - interval '24 hours'
        group by l.address) a), '{}'::jsonb),
    'unsubscribed', coalesce((
      select jsonb_agg(distinct lower(btrim(g.email))) from public.guests g
      where g.event_id = p_event_id and g.unsubscribed_at is null
        and private.mail_verdict(p_event_id, g.email, null) = 'unsubscribed'), '[]'::jsonb));
end $$;
revoke execute on function public.guest_mail_allowance(uuid) from public, anon;
grant execute on function public.guest_mail_allowance(uuid) to authenticated;

-- ---------------------------------------------------------------- unsubscribing, per account

create table private.mail_account_suppressions (
  account_id uuid not null,
  -- lower(btrim()).
  address text not null,
  -- The event whose link was used (no foreign key: deleting it keeps the choice).
  event_id uuid,
  created_at timestamptz not null default now(),
  primary key (account_id, address)
);
alter table private.mail_account_suppressions enable row level security;
revoke all on private.mail_account_suppressions from public, anon, authenticated;

insert into private.mail_account_suppressions (account_id, address, event_id, created_at)
select private.mail_account(s.event_id), lower(btrim(s.address)), s.event_id, s.created_at
from private.mail_suppressions s
on conflict do nothing;

-- As before (add_guest_mail), and an address unsubscribed from any event of the same account.
create or replace function private.mail_verdict(p_event_id uuid, p_email text, p_unsubscribed_at timestamptz) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when p_unsubscribed_at is not null then 'unsubscribed'
    when nullif(btrim(coalesce(p_email, '')), '') is null then 'no_address'
    when exists (select 1 from private.mail_suppressions s
                 where s.event_id = p_event_id and s.address = lower(btrim(p_email))) then 'unsubscribed'
    when exists (select 1 from private.mail_account_suppressions s
                 where s.account_id = private.mail_account(p_event_id) and s.address = lower(btrim(p_email))) then 'unsubscribed'
    when not private.is_contact_email(btrim(p_email)) then 'invalid'
    else 'ok'
  end
$$;

-- As before, finding the guest by their token (unique): the event reference only scopes the
-- count of wrong links. A link naming a slug another event took since still reaches its guest.
-- The address stops getting mail from every event of the same account.
create or replace function public.unsubscribe_guest(p_event_ref text, p_token text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_event uuid := private.resolve_event_ref(left(coalesce(p_event_ref, ''), 300));
  found public.guests;
  wait integer;
  title text;
  v_account uuid;
  v_address text;
begin
  if char_length(coalesce(p_token, '')) between 1 and 100 then
    select g.* into found from public.guests g where g.invitation_token = btrim(p_token);
  end if;
  wait := private.judge_guess('unsubscribe', coalesce(v_event::text, 'unknown'), found.id is not null, 20, 300, null,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  v_event := found.event_id;
  v_account := private.mail_account(v_event);
  v_address := lower(btrim(coalesce(found.email, '')));

  update public.guests g set unsubscribed_at = coalesce(g.unsubscribed_at, now()) where g.id = found.id;
  if v_address <> '' then
    insert into private.mail_suppressions (event_id, address) values (v_event, v_address)
    on conflict do nothing;
    insert into private.mail_account_suppressions (account_id, address, event_id) values (v_account, v_address, v_event)
    on conflict do nothing;
  end if;
  -- What was queued for them is not sent, by this event or another of the account's.
  update public.mail_outbox o set state = 'failed', last_error = 'Unsubscribed', claim = null
  where o.state = 'queued'
    and (o.guest_id = found.id
         or (v_address <> '' and lower(btrim(o.address)) = v_address
             and o.event_id in (select e.id from public.events e where coalesce(e.user_id, e.id) = v_account)));

  select coalesce(nullif(btrim(e.name), ''),
                  case when e.type = 'wedding' then concat_ws(' & ', nullif(btrim(e.spouse1), ''), nullif(btrim(e.spouse2), ''))
                       else nullif(btrim(e.person), '') end, '')
  into title from public.events e where e.id = v_event;
  return jsonb_build_array(jsonb_build_object('event_name', title));
end $$;

-- ---------------------------------------------------------------- queuing within the caps

-- As before (add_guest_mail), counting the ledger: per address (guests sharing one count
-- together), per event and per account. Refuses the whole send past a cap.
create or replace function private.queue_mailing(
  p_event_id uuid, p_kind public.mail_kind, p_subject text, p_body text, p_audience public.mail_audience,
  p_guest_ids uuid[], p_at timestamptz, p_author uuid
) returns uuid
language plpgsql volatile security definer set search_path = '' as $$
declare
  caps jsonb := private.mail_caps();
  per_address integer := (caps ->> 'per_address')::integer;
  per_event integer := (caps ->> 'per_event')::integer;
  per_account integer := (caps ->> 'per_account')::integer;
  wanted integer := coalesce(cardinality(p_guest_ids), 0);
  counts record;
  busy text[];
  mailing uuid;
  queued uuid[];
begin
  -- The caller holds the event's lock; this one serialises the account's events.
  perform pg_advisory_xact_lock(hashtextextended('guest-mail-account:' || private.mail_account(p_event_id)::text, 0));
  select * into counts from private.mail_counts(p_event_id);
  if counts.event_sent + wanted > per_event then
    raise exception '%', format(
      'At most 500 e-mails per event in 24 hours: %s more can be sent now. Choose fewer guests, or send later.',
      greatest(0, per_event - counts.event_sent))
      using errcode = 'EV031', hint = 'event_mail_limit';
  end if;
  if counts.account_sent + wanted > per_account then
    raise exception '%', format(
      'At most 1,000 e-mails a day across all your events: %s more can be sent now. Choose fewer guests, or send later.',
      greatest(0, per_account - counts.account_sent))
      using errcode = 'EV051', hint = 'account_mail_limit';
  end if;
  with chosen as (
    select g.id, g.name, lower(btrim(g.email)) as address from public.guests g where g.id = any(p_guest_ids)
  ), per as (
    select c.address, count(*) as n from chosen c group by c.address
  )
  select array_agg(c.name order by c.name) into busy
  from chosen c join per p on p.address = c.address
  where private.address_mail_count(p_event_id, c.address) + p.n > per_address;
  if busy is not null then
    raise exception '%', format(
      '%s would get more than 3 e-mails in 24 hours, the most per address (guests sharing an address count together). Leave them out, or send later.',
      private.name_list(busy))
      using errcode = 'EV032', hint = 'guest_mail_limit';
  end if;

  insert into public.mailings (event_id, kind, subject, body, audience, scheduled_at, created_by)
  values (p_event_id, p_kind, p_subject, p_body, p_audience, p_at, p_author)
  returning id into mailing;
  with inserted as (
    insert into public.mail_outbox (mailing_id, event_id, guest_id, address, next_attempt_at)
    select mailing, p_event_id, g.id, btrim(g.email), p_at
    from public.guests g where g.id = any(p_guest_ids)
    returning id
  )
  select array_agg(id) into queued from inserted;
  perform private.record_in_ledger(queued, p_kind::text);
  update public.guests g set mail_state = 'queued', mail_state_at = now(), mail_error = null
  where g.id = any(p_guest_ids);
  return mailing;
end $$;

-- As before (track_guest_mail), within the ledger's caps: one reminder per address and run,
-- never past the address's, the event's or the account's count for the day.
create or replace function public.queue_automatic_reminders() returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  today date := (now() at time zone 'Europe/Paris')::date;
  caps jsonb := private.mail_caps();
  ev record;
  counts record;
  ids uuid[];
  total integer := 0;
begin
  for ev in
    select e.id from public.events e
    where e.auto_reminder_days is not null and e.rsvp_deadline is not null
      and today between e.rsvp_deadline - e.auto_reminder_days and e.rsvp_deadline
      and private.module_enabled(e.id, 'guests')
  loop
    perform pg_advisory_xact_lock(hashtextextended('guest-mail:' || ev.id::text, 0));
    perform pg_advisory_xact_lock(hashtextextended('guest-mail-account:' || private.mail_account(ev.id)::text, 0));
    select * into counts from private.mail_counts(ev.id);
    select array_agg(x.id) into ids from (
      select y.id from (
        select distinct on (lower(btrim(g.email))) g.id, g.created_at from public.guests g
        where g.event_id = ev.id and g.status = 'pending'
          and private.mail_verdict(ev.id, g.email, g.unsubscribed_at) = 'ok'
          and not exists (select 1 from public.mail_outbox o join public.mailings m on m.id = o.mailing_id
                          where o.guest_id = g.id and m.audience = 'automatic')
          and private.address_mail_count(ev.id, g.email) < (caps ->> 'per_address')::integer
        order by lower(btrim(g.email)), g.created_at, g.id
      ) y
      order by y.created_at, y.id
      limit greatest(0, least((caps ->> 'per_event')::integer - counts.event_sent,
                              (caps ->> 'per_account')::integer - counts.account_sent))
    ) x;
    if coalesce(cardinality(ids), 0) > 0 then
      perform private.queue_mailing(ev.id, 'reminder', 'Petit rappel : votre réponse',
        'Bonjour {prénom},' || E'\n\n' || 'Nous n’avons pas encore reçu votre réponse pour le {date}. '
        || 'Vous pouvez nous la donner en un instant ici : {lien}' || E'\n\n' || 'Merci !',
        'automatic', ids, now(), null);
      total := total + cardinality(ids);
    end if;
  end loop;
  return total;
end $$;

-- ---------------------------------------------------------------- events per account

create table private.event_creations (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  at timestamptz not null default now()
);
create index event_creations_user_idx on private.event_creations (user_id, at);
alter table private.event_creations enable row level security;
revoke all on private.event_creations from public, anon, authenticated;

create trigger keep_event_creation_rows
  before update or delete on private.event_creations
  for each row execute function private.keep_ledger_rows();
create trigger refuse_event_creations_truncate
  before truncate on private.event_creations
  for each statement execute function private.refuse_truncate();

-- Counts an event the signed-in user creates; refuses the 11th in 24 hours.
create function private.count_event_creation() returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  made integer;
begin
  if auth.uid() is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('event-creations:' || auth.uid()::text, 0));
  select count(*) into made from private.event_creations c
  where c.user_id = auth.uid() and c.at > now() - interval '24 hours';
  if made >= 10 then
    raise exception 'At most 10 events can be created per account in 24 hours. Please try again tomorrow.'
      using errcode = 'EV052', hint = 'event_creation_limit';
  end if;
  insert into private.event_creations (user_id) values (auth.uid());
  delete from private.event_creations c where c.at < now() - interval '2 days';
end $$;
revoke execute on function private.count_event_creation() from public, anon;
grant execute on function private.count_event_creation() to authenticated;

-- As before (add_data_rules), counting what signed-in users create.
create or replace function private.prepare_new_event() returns trigger
language plpgsql set search_path = '' as $$
declare
  settings jsonb := new."photoSharingSettings";
begin
  if not private.is_trusted_caller() then
    perform private.count_event_creation();
    new.user_id := auth.uid();
    new."photoSharingSettings" := jsonb_build_object('upload_code', private.generate_upload_code(), 'public', false);
  elsif coalesce(settings ->> 'upload_code', '') !~ '^[A-Z0-9]{6}$' then
    new."photoSharingSettings" := jsonb_build_object(
      'upload_code', private.generate_upload_code(),
      'public', case when jsonb_typeof(settings -> 'public') = 'boolean' then settings -> 'public' else 'false'::jsonb end
    );
  end if;
  return new;
end $$;

-- ---------------------------------------------------------------- grants

-- Created without `revoke … from public`, so anyone (anon through PUBLIC) could call it; it is
-- security invoker, so RLS answered nothing, but only members have a use for it.
revoke execute on function public.mailing_summaries(uuid) from public, anon;
grant execute on function public.mailing_summaries(uuid) to authenticated;
