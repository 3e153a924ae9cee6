-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.queue_guest_mail

CREATE OR REPLACE FUNCTION public.queue_guest_mail(p_event_id uuid, p_kind public.mail_kind, p_subject text, p_body text, p_audience public.mail_audience, p_guest_ids uuid[] DEFAULT NULL::uuid[], p_scheduled_at timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function public.queue_guest_mail(p_event_id uuid, p_kind public.mail_kind, p_subject text, p_body text, p_audience public.mail_audience, p_guest_ids uuid[], p_scheduled_at timestamp with time zone) from public;

grant execute on function public.queue_guest_mail(p_event_id uuid, p_kind public.mail_kind, p_subject text, p_body text, p_audience public.mail_audience, p_guest_ids uuid[], p_scheduled_at timestamp with time zone) to authenticated, service_role;
