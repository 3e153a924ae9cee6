-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.queue_mailing

CREATE OR REPLACE FUNCTION private.queue_mailing(p_event_id uuid, p_kind public.mail_kind, p_subject text, p_body text, p_audience public.mail_audience, p_guest_ids uuid[], p_at timestamp with time zone, p_author uuid)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function private.queue_mailing(p_event_id uuid, p_kind public.mail_kind, p_subject text, p_body text, p_audience public.mail_audience, p_guest_ids uuid[], p_at timestamp with time zone, p_author uuid) from public;
