-- E-mail to guests (issue 20): invitations, save-the-dates, reminders and messages, sent from the
-- guests screen, one outbox row per recipient, delivered by the drain in api/send-guest-mails.
--
-- - mailings: one row per send (what the organisers wrote, to whom, when). mail_outbox: one row
--   per recipient, with its delivery state. Members of the event read both; nobody writes them
--   through the API: queue_guest_mail queues (as the member), the drain's service-role functions
--   claim rows and record what the SMTP relay answered.
-- - guests gain unsubscribed_at (the guest's own choice, through their unsubscribe link),
--   visited_at (their personal link was last opened), and mail_state / mail_state_at /
--   mail_error (their latest mail's delivery), which only the database writes.
-- - An unsubscribed address is kept per event (private.mail_suppressions): deleting the guest
--   and adding them again does not bring the mails back.
-- - Limits, all in queue_guest_mail under one lock per event: 500 recipients per event and 3
--   mails per guest in 24 hours (refused whole, nothing half-queued), subject 1-200 characters on
--   one line, message 1-5,000 characters, only that event's guests.
--
--   EV030 'The subject must be 1 to 200 characters.' (and the other input rules)   invalid_mail
--   EV031 'At most 500 e-mails per event in 24 hours: …'                          event_mail_limit
--   EV032 '… already got 3 e-mails in the last 24 hours …'                        guest_mail_limit
--   EV033 'Only this event''s guests can be e-mailed.'                            not_event_guests
--   EV034 'None of these guests can get this e-mail: …'                           no_recipients

create type public.mail_kind as enum ('save_the_date', 'invitation', 'reminder', 'message');
-- 'automatic': the reminder the drain queues N days before the RSVP deadline.
create type public.mail_audience as enum ('everyone', 'pending', 'confirmed', 'declined', 'selected', 'automatic');
create type public.mail_state as enum ('queued', 'sent', 'failed');

-- ---------------------------------------------------------------- event and guest columns

alter table public.events
  add column rsvp_deadline date,
  -- Days before the deadline when guests who have not answered get one automatic reminder.
  add column auto_reminder_days smallint,
  add constraint events_auto_reminder_days_range check (auto_reminder_days between 1 and 60),
  add constraint events_auto_reminder_needs_deadline check (auto_reminder_days is null or rsvp_deadline is not null);

alter table public.guests
  add column unsubscribed_at timestamptz,
  add column visited_at timestamptz,
  add column mail_state public.mail_state,
  add column mail_state_at timestamptz,
  add column mail_error text constraint guests_mail_error_too_long check (char_length(mail_error) <= 500);

-- Organisers edit their guests freely, but not what the guest chose (unsubscribing, which they
-- cannot undo for them) nor what the mail service recorded.
create function private.guard_guest_mail_columns() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.unsubscribed_at is not null or new.visited_at is not null or new.mail_state is not null
       or new.mail_state_at is not null or new.mail_error is not null then
      raise exception 'Deliveries, visits and unsubscriptions are recorded by the mail service only'
        using errcode = '42501';
    end if;
  elsif new.unsubscribed_at is distinct from old.unsubscribed_at
     or new.visited_at is distinct from old.visited_at
     or new.mail_state is distinct from old.mail_state
     or new.mail_state_at is distinct from old.mail_state_at
     or new.mail_error is distinct from old.mail_error then
    raise exception 'Deliveries, visits and unsubscriptions are recorded by the mail service only'
      using errcode = '42501';
  end if;
  return new;
end $$;

create trigger guard_guest_mail_columns
  before insert or update on public.guests
  for each row execute function private.guard_guest_mail_columns();

-- ---------------------------------------------------------------- tables

create table public.mailings (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  kind public.mail_kind not null,
  subject text not null constraint mailings_subject_size check (char_length(subject) between 1 and 200),
  body text not null constraint mailings_body_size check (char_length(body) between 1 and 5000),
  audience public.mail_audience not null,
  scheduled_at timestamptz not null default now(),
  -- Null for the automatic reminder, or once its author's account is deleted.
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index mailings_event_idx on public.mailings (event_id, scheduled_at desc);

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  mailing_id uuid not null references public.mailings (id) on delete cascade,
  event_id uuid not null references public.events (id) on delete cascade,
  guest_id uuid not null references public.guests (id) on delete cascade,
  -- The address at queuing time: the mail goes where the organisers saw it would.
  address text not null constraint mail_outbox_address_size check (char_length(address) <= 254),
  state public.mail_state not null default 'queued',
  attempts integer not null default 0,
  -- When a drain may take it: the scheduled time, a retry's backoff, or a claim's lease.
  next_attempt_at timestamptz not null default now(),
  -- The drain run holding the row; its results are recorded only with the same claim.
  claim uuid,
  last_error text constraint mail_outbox_last_error_size check (char_length(last_error) <= 500),
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where state = 'queued';
create index mail_outbox_event_idx on public.mail_outbox (event_id, created_at);
create index mail_outbox_guest_idx on public.mail_outbox (guest_id, created_at);
create index mail_outbox_mailing_idx on public.mail_outbox (mailing_id);

create table private.mail_suppressions (
  event_id uuid not null references public.events (id) on delete cascade,
  -- Lowercased.
  address text not null,
  created_at timestamptz not null default now(),
  primary key (event_id, address)
);
alter table private.mail_suppressions enable row level security;

alter table public.mailings enable row level security;
alter table public.mail_outbox enable row level security;
revoke all on public.mailings, public.mail_outbox from anon;
revoke insert, update, delete, truncate, references, trigger on public.mailings, public.mail_outbox from authenticated;

create policy "mailings: read as member or admin" on public.mailings
  for select to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()));

create policy "mail_outbox: read as member or admin" on public.mail_outbox
  for select to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()));

-- ---------------------------------------------------------------- helpers

-- 'Ann, Bob, Cleo, Dan, Eve and 3 more'
create function private.name_list(p_names text[]) returns text
language sql immutable set search_path = '' as $$
  select case
    when cardinality(p_names) <= 5 then array_to_string(p_names, ', ')
    else array_to_string(p_names[1:5], ', ') || format(' and %s more', cardinality(p_names) - 5)
  end
$$;
revoke execute on function private.name_list(text[]) from public;

-- Whether an address may be mailed for this event: well formed, and nobody unsubscribed it.
create function private.mail_verdict(p_event_id uuid, p_email text, p_unsubscribed_at timestamptz) returns text
language sql stable security definer set search_path = '' as $$
  select case
    when p_unsubscribed_at is not null then 'unsubscribed'
    when nullif(btrim(coalesce(p_email, '')), '') is null then 'no_address'
    when exists (select 1 from private.mail_suppressions s
                 where s.event_id = p_event_id and s.address = lower(btrim(p_email))) then 'unsubscribed'
    when not private.is_contact_email(btrim(p_email)) then 'invalid'
    else 'ok'
  end
$$;
revoke execute on function private.mail_verdict(uuid, text, timestamptz) from public;

-- Queues one mail to each of `p_guest_ids` (already judged mailable), within the limits, and
-- marks them queued. Refuses the whole send past a limit. Returns the mailing's id.
create function private.queue_mailing(
  p_event_id uuid, p_kind public.mail_kind, p_subject text, p_body text, p_audience public.mail_audience,
  p_guest_ids uuid[], p_at timestamptz, p_author uuid
) returns uuid
language plpgsql volatile security definer set search_path = '' as $$
declare
  recent integer;
  busy text[];
  mailing uuid;
begin
  select count(*) into recent from public.mail_outbox o
  where o.event_id = p_event_id and o.created_at > now() - interval '24 hours';
  if recent + cardinality(p_guest_ids) > 500 then
    raise exception '%', format(
      'At most 500 e-mails per event in 24 hours: %s more can be sent now. Choose fewer guests, or send later.',
      greatest(0, 500 - recent))
      using errcode = 'EV031', hint = 'event_mail_limit';
  end if;
  select array_agg(g.name order by g.name) into busy from public.guests g
  where g.id = any(p_guest_ids)
    and (select count(*) from public.mail_outbox o
         where o.guest_id = g.id and o.created_at > now() - interval '24 hours') >= 3;
  if busy is not null then
    raise exception '%', format(
      '%s already got 3 e-mails in the last 24 hours, the most per guest. Leave them out, or send later.',
      private.name_list(busy))
      using errcode = 'EV032', hint = 'guest_mail_limit';
  end if;

  insert into public.mailings (event_id, kind, subject, body, audience, scheduled_at, created_by)
  values (p_event_id, p_kind, p_subject, p_body, p_audience, p_at, p_author)
  returning id into mailing;
  insert into public.mail_outbox (mailing_id, event_id, guest_id, address, next_attempt_at)
  select mailing, p_event_id, g.id, btrim(g.email), p_at
  from public.guests g where g.id = any(p_guest_ids);
  update public.guests g set mail_state = 'queued', mail_state_at = now(), mail_error = null
  where g.id = any(p_guest_ids);
  return mailing;
end $$;
revoke execute on function private.queue_mailing(uuid, public.mail_kind, text, text, public.mail_audience, uuid[], timestamptz, uuid) from public;

-- ---------------------------------------------------------------- queuing (members)

-- The guests screen's 'Send' and 'Schedule': one mail per chosen guest. Guests without an
-- address, with one that is not an address, or unsubscribed are left out and counted; the
-- answer says how many were queued and who was left out:
-- {mailing_id, queued, no_address, invalid: [names], unsubscribed, scheduled_at}.
create function public.queue_guest_mail(
  p_event_id uuid,
  p_kind public.mail_kind,
  p_subject text,
  p_body text,
  p_audience public.mail_audience,
  p_guest_ids uuid[] default null,
  p_scheduled_at timestamptz default null
) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  subject text := btrim(coalesce(p_subject, ''));
  body text := btrim(coalesce(p_body, ''), E' \t\r\n');
  at timestamptz := coalesce(p_scheduled_at, now());
  ok_ids uuid[];
  invalid_names text[];
  no_address integer;
  unsubscribed integer;
  mailing uuid;
begin
  if auth.uid() is null or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Only the organisers of this event can e-mail its guests' using errcode = '42501';
  end if;
  perform private.require_guests_module(p_event_id);
  if p_kind is null then
    raise exception 'Choose what kind of e-mail this is.'
      using errcode = 'EV030', hint = 'invalid_mail';
  end if;
  if subject = '' or char_length(subject) > 200 then
    raise exception 'The subject must be 1 to 200 characters.'
      using errcode = 'EV030', hint = 'invalid_mail';
  end if;
  -- A line break in a subject is how headers are injected; the mailer encodes it anyway.
  if subject ~ '[\x01-\x1f\x7f]' then
    raise exception 'The subject must fit on one line.'
      using errcode = 'EV030', hint = 'invalid_mail';
  end if;
  if body = '' or char_length(body) > 5000 then
    raise exception 'The message must be 1 to 5,000 characters.'
      using errcode = 'EV030', hint = 'invalid_mail';
  end if;
  if p_audience is null or p_audience = 'automatic' then
    raise exception 'Choose who gets this e-mail.'
      using errcode = 'EV030', hint = 'invalid_mail';
  end if;
  if p_scheduled_at is not null
     and (p_scheduled_at < now() - interval '5 minutes' or p_scheduled_at > now() + interval '1 year') then
    raise exception 'Schedule the e-mail for a time to come, within a year.'
      using errcode = 'EV030', hint = 'invalid_mail';
  end if;
  if p_audience = 'selected' then
    if coalesce(cardinality(p_guest_ids), 0) = 0 then
      raise exception 'Tick the guests to e-mail first.'
      using errcode = 'EV030', hint = 'invalid_mail';
    end if;
    if cardinality(p_guest_ids) > 2000 then
      raise exception 'At most 2,000 guests can be e-mailed at once.'
      using errcode = 'EV030', hint = 'invalid_mail';
    end if;
    if exists (select 1 from unnest(p_guest_ids) as chosen(id)
               where chosen.id is null or not exists (
                 select 1 from public.guests g where g.id = chosen.id and g.event_id = p_event_id)) then
      raise exception 'Only this event''s guests can be e-mailed.'
      using errcode = 'EV033', hint = 'not_event_guests';
    end if;
  end if;

  -- One send per event at a time, so racing sends cannot both pass the limits.
  perform pg_advisory_xact_lock(hashtextextended('guest-mail:' || p_event_id::text, 0));

  with chosen as (
    select g.id, g.name, private.mail_verdict(p_event_id, g.email, g.unsubscribed_at) as verdict
    from public.guests g
    where g.event_id = p_event_id
      and case p_audience
        when 'everyone' then true
        when 'pending' then g.status = 'pending'
        when 'confirmed' then g.status = 'confirmed'
        when 'declined' then g.status = 'declined'
        else g.id = any(p_guest_ids)
      end
  )
  select coalesce(array_agg(c.id) filter (where c.verdict = 'ok'), '{}'),
         coalesce(array_agg(c.name order by c.name) filter (where c.verdict = 'invalid'), '{}'),
         count(*) filter (where c.verdict = 'no_address'),
         count(*) filter (where c.verdict = 'unsubscribed')
  into ok_ids, invalid_names, no_address, unsubscribed
  from chosen c;

  if cardinality(ok_ids) = 0 then
    raise exception 'None of these guests can get this e-mail: they have no valid address, or unsubscribed.'
      using errcode = 'EV034', hint = 'no_recipients';
  end if;

  mailing := private.queue_mailing(p_event_id, p_kind, subject, body, p_audience, ok_ids, at, auth.uid());
  return jsonb_build_object(
    'mailing_id', mailing, 'queued', cardinality(ok_ids), 'no_address', no_address,
    'invalid', to_jsonb(invalid_names), 'unsubscribed', unsubscribed, 'scheduled_at', at);
end $$;

revoke execute on function public.queue_guest_mail(uuid, public.mail_kind, text, text, public.mail_audience, uuid[], timestamptz) from public, anon;
grant execute on function public.queue_guest_mail(uuid, public.mail_kind, text, text, public.mail_audience, uuid[], timestamptz) to authenticated;

-- ---------------------------------------------------------------- the drain (service role)

-- Takes up to p_limit due rows (of one event, when given) for one drain run. Rows another run
-- holds are skipped (for update skip locked), so two drains never send the same row; a claim
-- is a lease of 2 minutes, after which a run that died leaves its rows to the next one.
create function public.claim_guest_mails(p_limit integer, p_event_id uuid default null)
returns table (
  id uuid, claim uuid, attempts integer, address text, guest_name text, invitation_token text,
  kind public.mail_kind, subject text, body text, event jsonb
)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_claim uuid := gen_random_uuid();
begin
  return query
  with picked as (
    select o.id from public.mail_outbox o
    where o.state = 'queued' and o.next_attempt_at <= now()
      and (p_event_id is null or o.event_id = p_event_id)
    order by o.next_attempt_at, o.id
    limit least(greatest(coalesce(p_limit, 50), 1), 200)
    for update skip locked
  ), claimed as (
    update public.mail_outbox o
    set claim = v_claim, attempts = o.attempts + 1, next_attempt_at = now() + interval '2 minutes'
    from picked where o.id = picked.id
    returning o.id, o.attempts, o.address, o.guest_id, o.mailing_id, o.event_id
  )
  select c.id, v_claim, c.attempts, c.address, g.name, g.invitation_token, m.kind, m.subject, m.body,
         jsonb_build_object(
           'id', e.id, 'slug', e.slug, 'name', e.name, 'type', e.type, 'spouse1', e.spouse1,
           'spouse2', e.spouse2, 'person', e.person, 'date', e.date, 'location', e.location,
           'contact_email', e."websiteSettings" -> 'contactEmail', 'rsvp_deadline', e.rsvp_deadline)
  from claimed c
  join public.mailings m on m.id = c.mailing_id
  join public.guests g on g.id = c.guest_id
  join public.events e on e.id = c.event_id;
end $$;

-- What the relay answered, for the rows of one claim: [{id, outcome: sent|retry|failed, error}].
-- A retry waits 1, 4, 16 then 64 minutes; the fifth failed attempt is final.
create function public.record_guest_mail_results(p_claim uuid, p_results jsonb) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  recorded integer;
begin
  if jsonb_typeof(p_results) is distinct from 'array' then
    raise exception 'Results are a JSON array' using errcode = '22023';
  end if;
  with r as (
    select (x ->> 'id')::uuid as id, x ->> 'outcome' as outcome, left(x ->> 'error', 500) as error
    from jsonb_array_elements(p_results) x
    where x ->> 'outcome' in ('sent', 'retry', 'failed')
  ), done as (
    update public.mail_outbox o set
      state = case
        when r.outcome = 'sent' then 'sent'
        when r.outcome = 'failed' or o.attempts >= 5 then 'failed'
        else 'queued' end::public.mail_state,
      sent_at = case when r.outcome = 'sent' then now() end,
      last_error = case when r.outcome = 'sent' then null else coalesce(r.error, 'Unknown error') end,
      next_attempt_at = case
        when r.outcome = 'retry' then now() + interval '1 minute' * power(4, least(o.attempts, 5) - 1)
        else o.next_attempt_at end,
      claim = null
    from r
    where o.id = r.id and o.claim = p_claim and o.state = 'queued'
    returning o.guest_id, o.state, o.last_error
  ), marked as (
    update public.guests g set mail_state = done.state, mail_state_at = now(), mail_error = done.last_error
    from done where g.id = done.guest_id
    returning g.id
  )
  select count(*) into recorded from marked;
  return recorded;
end $$;

revoke execute on function public.claim_guest_mails(integer, uuid) from public, anon, authenticated;
revoke execute on function public.record_guest_mail_results(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.claim_guest_mails(integer, uuid) to service_role;
grant execute on function public.record_guest_mail_results(uuid, jsonb) to service_role;

-- ---------------------------------------------------------------- unsubscribing (guests)

-- A guest's 'Se désabonner' link (and the mail's one-click List-Unsubscribe): the guest whose
-- invitation token it carries stops getting this event's mails, for good. Answers
-- [{event_name}] or [] for a link that names nobody; wrong links are counted as the RSVP's are
-- (they cannot be guessed, so a right one always passes).
create function public.unsubscribe_guest(p_event_ref text, p_token text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_event uuid := private.resolve_event_ref(left(coalesce(p_event_ref, ''), 300));
  found public.guests;
  wait integer;
  title text;
begin
  if v_event is not null and char_length(coalesce(p_token, '')) <= 100 then
    select g.* into found from public.guests g
    where g.event_id = v_event and g.invitation_token = btrim(coalesce(p_token, ''));
  end if;
  wait := private.judge_guess('unsubscribe', coalesce(v_event::text, 'unknown'), found.id is not null, 20, 300, null,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;

  update public.guests g set unsubscribed_at = coalesce(g.unsubscribed_at, now()) where g.id = found.id;
  if nullif(btrim(coalesce(found.email, '')), '') is not null then
    insert into private.mail_suppressions (event_id, address) values (v_event, lower(btrim(found.email)))
    on conflict do nothing;
  end if;
  -- What was queued for them is not sent.
  update public.mail_outbox o set state = 'failed', last_error = 'Unsubscribed', claim = null
  where o.event_id = v_event and o.state = 'queued'
    and (o.guest_id = found.id or lower(o.address) = lower(btrim(coalesce(found.email, ''))));

  select coalesce(nullif(btrim(e.name), ''),
                  case when e.type = 'wedding' then concat_ws(' & ', nullif(btrim(e.spouse1), ''), nullif(btrim(e.spouse2), ''))
                       else nullif(btrim(e.person), '') end, '')
  into title from public.events e where e.id = v_event;
  return jsonb_build_array(jsonb_build_object('event_name', title));
end $$;

grant execute on function public.unsubscribe_guest(text, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- the organisers' reads

-- The Messages view: each send with its counts. 'visited' counts recipients whose personal link
-- was opened since the mail was queued; 'answered' those who have answered the RSVP.
create function public.mailing_summaries(p_event_id uuid)
returns table (
  id uuid, kind public.mail_kind, subject text, audience public.mail_audience, scheduled_at timestamptz,
  created_at timestamptz, recipients integer, queued integer, sent integer, failed integer,
  visited integer, answered integer
)
language sql stable security invoker set search_path = '' as $$
  select m.id, m.kind, m.subject, m.audience, m.scheduled_at, m.created_at,
         count(o.id)::integer,
         (count(o.id) filter (where o.state = 'queued'))::integer,
         (count(o.id) filter (where o.state = 'sent'))::integer,
         (count(o.id) filter (where o.state = 'failed'))::integer,
         (count(o.id) filter (where g.visited_at >= o.created_at))::integer,
         (count(o.id) filter (where g.status <> 'pending'))::integer
  from public.mailings m
  left join public.mail_outbox o on o.mailing_id = m.id
  left join public.guests g on g.id = o.guest_id
  where m.event_id = p_event_id
  group by m.id
  order by m.scheduled_at desc, m.created_at desc
  limit 200
$$;
grant execute on function public.mailing_summaries(uuid) to authenticated;
revoke execute on function public.mailing_summaries(uuid) from anon;
