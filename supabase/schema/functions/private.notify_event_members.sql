-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.notify_event_members

CREATE OR REPLACE FUNCTION private.notify_event_members(p_event_id uuid, p_type text, p_data jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.notifications (user_id, event_id, type, data)
  select eu.user_id, p_event_id, p_type, p_data
  from public.event_users eu
  where eu.event_id = p_event_id and eu.status = 'active'
$function$;

revoke execute on function private.notify_event_members(p_event_id uuid, p_type text, p_data jsonb) from public;
