-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.can_read_event_media

CREATE OR REPLACE FUNCTION private.can_read_event_media(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(public.is_event_member(private.media_path_event(p_name)) or public.is_global_admin(), false)
     and private.media_path_event(p_name) is not null
$function$;

grant execute on function private.can_read_event_media(p_name text) to public;
