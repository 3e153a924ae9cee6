-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.mail_account

CREATE OR REPLACE FUNCTION private.mail_account(p_event_id uuid)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select e.user_id from public.events e where e.id = p_event_id), p_event_id)
$function$;

revoke execute on function private.mail_account(p_event_id uuid) from public;
