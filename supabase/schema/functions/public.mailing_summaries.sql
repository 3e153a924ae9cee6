-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.mailing_summaries

CREATE OR REPLACE FUNCTION public.mailing_summaries(p_event_id uuid)
 RETURNS TABLE(id uuid, kind public.mail_kind, subject text, audience public.mail_audience, scheduled_at timestamp with time zone, created_at timestamp with time zone, recipients integer, queued integer, sent integer, failed integer, visited integer, answered integer)
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select m.id, m.kind, m.subject, m.audience, m.scheduled_at, m.created_at,
         count(o.id)::integer,
         (count(o.id) filter (where o.state = 'queued'))::integer,
         (count(o.id) filter (where o.state = 'sent'))::integer,
         (count(o.id) filter (where o.state = 'failed'))::integer,
         (count(o.id) filter (where g.visited_at >= o.created_at))::integer,
         (count(o.id) filter (where o.sent_at is not null and g.answered_at >= o.sent_at))::integer
  from public.mailings m
  left join public.mail_outbox o on o.mailing_id = m.id
  left join public.guests g on g.id = o.guest_id
  where m.event_id = p_event_id
  group by m.id
  order by m.scheduled_at desc, m.created_at desc
  limit 200
$function$;

revoke execute on function public.mailing_summaries(p_event_id uuid) from public;

grant execute on function public.mailing_summaries(p_event_id uuid) to authenticated, service_role;
