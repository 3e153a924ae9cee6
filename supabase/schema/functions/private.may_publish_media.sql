-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.may_publish_media

CREATE OR REPLACE FUNCTION private.may_publish_media(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.can_write_event_media(private.public_media_source(p_name))
     and private.is_public_media(private.public_media_source(p_name))
$function$;

grant execute on function private.may_publish_media(p_name text) to public;
