-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_mailing_sent

CREATE OR REPLACE FUNCTION private.record_mailing_sent()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.event_activity (event_id, type, data)
  select m.event_id, 'mailing_sent',
         jsonb_strip_nulls(jsonb_build_object(
           'user_name', (select coalesce(nullif(btrim(u.name ->> 'first'), ''), u.email)
                         from public.users u where u.id = m.created_by),
           'kind', m.kind, 'subject', left(m.subject, 200), 'recipients', q.recipients,
           'scheduled_at', case when m.scheduled_at > now() + interval '1 minute' then m.scheduled_at end))
  from (select a.mailing_id, count(*)::integer as recipients from queued a group by a.mailing_id) q
  join public.mailings m on m.id = q.mailing_id;
  return null;
end $function$;

grant execute on function private.record_mailing_sent() to public;
