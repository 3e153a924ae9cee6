-- Confirmations to guests (issue 29): after an RSVP or a gift reservation, a guest who gave an
-- e-mail gets a short French confirmation through the outbox: what they answered and their
-- personal link to change it until the deadline; for a reservation, the gifts and the
-- organisers' instructions. Organisers switch it off with events.guest_confirmations (on by
-- default).
--
-- The RSVP and the checkout functions record each answer and each reserved gift in the activity
-- feed (private.record_activity, 'rsvp' and 'gift_purchase'); a trigger on those rows queues the
-- confirmation, so the functions themselves stay as they are. The activity table is written by
-- the database's own functions only (no insert policy), so nobody forges a confirmation.
--
-- Confirmations are mails like the others: in the ledger and within its caps (3 a day per
-- address, the event's and the account's day), and never to an unsubscribed address. Past a cap
-- the confirmation is not queued, and the answer or the reservation goes through all the same.
-- An answer changed again before its confirmation left replaces it (one mail, the last answer);
-- the gifts of one checkout share one mail.
--
-- Outbox rows of a confirmation have no mailing (the Messages view lists sends, not these) and,
-- for a buyer who is not on the guest list, no guest: `confirmation` holds what the mail says.

alter table public.events add column guest_confirmations boolean not null default true;

alter table public.mail_outbox
  alter column mailing_id drop not null,
  alter column guest_id drop not null,
  add column confirmation jsonb,
  add column recipient_name text constraint mail_outbox_recipient_name_size check (char_length(recipient_name) <= 200),
  add constraint mail_outbox_confirmation_size check (octet_length(confirmation::text) <= 20000),
  add constraint mail_outbox_mailing_or_confirmation check (
    (mailing_id is not null and guest_id is not null and confirmation is null)
    or (mailing_id is null and confirmation is not null));

-- Whether one more mail to `p_address` fits every cap of the day (the ledger's counts).
create function private.mail_fits(p_event_id uuid, p_address text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  caps jsonb := private.mail_caps();
  counts record;
begin
  select * into counts from private.mail_counts(p_event_id);
  return counts.event_sent < (caps ->> 'per_event')::integer
    and counts.account_sent < (caps ->> 'per_account')::integer
    and private.address_mail_count(p_event_id, p_address) < (caps ->> 'per_address')::integer;
end $$;
revoke execute on function private.mail_fits(uuid, text) from public;

-- Queues the confirmation an activity row calls for. No advisory lock: it runs inside the
-- guest's RSVP or checkout, which may hold a guest's row that a send (holding the event's lock)
-- waits for; one answer is one mail, and the per-address count is already serialised by the
-- guest's row lock (RSVP) or the checkout's per-address lock (gifts).
create function private.queue_guest_confirmation() returns trigger
language plpgsql volatile security definer set search_path = '' as $$
declare
  guest public.guests;
  v_address text;
  v_name text;
  existing uuid;
  queued uuid;
  content jsonb;
begin
  if not coalesce((select e.guest_confirmations from public.events e where e.id = new.event_id), false) then
    return null;
  end if;

  if new.type = 'rsvp' then
    select g.* into guest from public.guests g
    where g.id = (new.data ->> 'guest_id')::uuid and g.event_id = new.event_id;
    if guest.id is null or private.mail_verdict(new.event_id, guest.email, guest.unsubscribed_at) <> 'ok' then
      return null;
    end if;
    v_address := btrim(guest.email);
    content := jsonb_build_object(
      'kind', 'rsvp', 'status', guest.status, 'number', guest.number,
      'companions', coalesce((select jsonb_agg(p ->> 'name') from jsonb_array_elements(guest.plus_ones) p), '[]'::jsonb));
    -- A confirmation not yet taken by a drain says the latest answer instead.
    select o.id into existing from public.mail_outbox o
    where o.guest_id = guest.id and o.state = 'queued' and o.claim is null
      and o.confirmation ->> 'kind' = 'rsvp'
    limit 1;
    if existing is not null then
      update public.mail_outbox o set confirmation = content where o.id = existing;
      return null;
    end if;
    if not private.mail_fits(new.event_id, v_address) then
      return null;
    end if;
    insert into public.mail_outbox (event_id, guest_id, address, confirmation, recipient_name)
    values (new.event_id, guest.id, v_address, content, left(guest.name, 200))
    returning id into queued;
    perform private.record_in_ledger(array[queued], 'confirmation');
    return null;
  end if;

  -- 'gift_purchase': one row per gift of the checkout, with the address the buyer typed.
  v_address := btrim(coalesce(new.data ->> 'email', ''));
  if private.mail_verdict(new.event_id, v_address, null) <> 'ok' then
    return null;
  end if;
  v_name := left(coalesce(nullif(btrim(new.data ->> 'name'), ''), v_address), 200);
  select o.id into existing from public.mail_outbox o
  where o.event_id = new.event_id and o.state = 'queued' and o.claim is null
    and o.confirmation ->> 'kind' = 'gift' and o.confirmation ->> 'tx' = txid_current()::text
    and lower(o.address) = lower(v_address)
  limit 1;
  if existing is not null then
    update public.mail_outbox o
    set confirmation = jsonb_set(o.confirmation, '{gifts}', (o.confirmation -> 'gifts') || to_jsonb(new.data ->> 'gift_name'))
    where o.id = existing;
    return null;
  end if;
  if not private.mail_fits(new.event_id, v_address) then
    return null;
  end if;
  -- A buyer on the guest list gets their personal link and unsubscribe link too.
  select g.* into guest from public.guests g
  where g.event_id = new.event_id and lower(btrim(g.email)) = lower(v_address) and g.unsubscribed_at is null
  order by g.created_at, g.id limit 1;
  insert into public.mail_outbox (event_id, guest_id, address, confirmation, recipient_name)
  values (new.event_id, guest.id, v_address,
          jsonb_build_object('kind', 'gift', 'tx', txid_current()::text,
                             'gifts', jsonb_build_array(new.data ->> 'gift_name')),
          v_name)
  returning id into queued;
  perform private.record_in_ledger(array[queued], 'confirmation');
  return null;
end $$;
revoke execute on function private.queue_guest_confirmation() from public;

create trigger queue_guest_confirmation
  after insert on public.event_activity
  for each row when (new.type in ('rsvp', 'gift_purchase'))
  execute function private.queue_guest_confirmation();

-- ---------------------------------------------------------------- the drain

-- As before (add_guest_mail), with confirmations: kind, subject and body are null for them and
-- `confirmation` says what to write; guest_name falls back to the buyer's name. The event's
-- gift instructions come along for the gift confirmations.
drop function public.claim_guest_mails(integer, uuid);
create function public.claim_guest_mails(p_limit integer, p_event_id uuid default null)
returns table (
  id uuid, claim uuid, attempts integer, address text, guest_name text, invitation_token text,
  kind public.mail_kind, subject text, body text, event jsonb, confirmation jsonb
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
    returning o.id, o.attempts, o.address, o.guest_id, o.mailing_id, o.event_id, o.confirmation, o.recipient_name
  )
  select c.id, v_claim, c.attempts, c.address, coalesce(g.name, c.recipient_name, ''), g.invitation_token,
         m.kind, m.subject, m.body,
         jsonb_build_object(
           'id', e.id, 'slug', e.slug, 'name', e.name, 'type', e.type, 'spouse1', e.spouse1,
           'spouse2', e.spouse2, 'person', e.person, 'date', e.date, 'location', e.location,
           'contact_email', e."websiteSettings" -> 'contactEmail', 'rsvp_deadline', e.rsvp_deadline,
           'gift_instructions', e."websiteSettings" -> 'giftInstructions'),
         c.confirmation
  from claimed c
  left join public.mailings m on m.id = c.mailing_id
  left join public.guests g on g.id = c.guest_id
  join public.events e on e.id = c.event_id;
end $$;

revoke execute on function public.claim_guest_mails(integer, uuid) from public, anon, authenticated;
grant execute on function public.claim_guest_mails(integer, uuid) to service_role;
