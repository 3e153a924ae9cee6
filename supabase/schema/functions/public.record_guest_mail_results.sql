-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.record_guest_mail_results

CREATE OR REPLACE FUNCTION public.record_guest_mail_results(p_claim uuid, p_results jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function public.record_guest_mail_results(p_claim uuid, p_results jsonb) from public;

grant execute on function public.record_guest_mail_results(p_claim uuid, p_results jsonb) to service_role;
