-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.guest_mail_allowance

CREATE OR REPLACE FUNCTION public.guest_mail_allowance(p_event_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function public.guest_mail_allowance(p_event_id uuid) from public;

grant execute on function public.guest_mail_allowance(p_event_id uuid) to authenticated, service_role;
