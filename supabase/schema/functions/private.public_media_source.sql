-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.public_media_source

CREATE OR REPLACE FUNCTION private.public_media_source(p_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select regexp_replace(coalesce(p_name, ''), '\.w480\.webp$', '')
$function$;

grant execute on function private.public_media_source(p_name text) to public;
