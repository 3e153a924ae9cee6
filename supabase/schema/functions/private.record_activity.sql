-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_activity

CREATE OR REPLACE FUNCTION private.record_activity(p_event_id uuid, p_type text, p_data jsonb)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into public.event_activity (event_id, type, data) values (p_event_id, p_type, p_data)
$function$;

revoke execute on function private.record_activity(p_event_id uuid, p_type text, p_data jsonb) from public;
