-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_orphaned_media

CREATE OR REPLACE FUNCTION private.is_orphaned_media(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.media_path_event(p_name) is not null
     and not exists (select 1 from public.events e where e.id = private.media_path_event(p_name))
$function$;

grant execute on function private.is_orphaned_media(p_name text) to public;
