-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.comparable_name

CREATE OR REPLACE FUNCTION private.comparable_name(p_name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select lower(regexp_replace(btrim(coalesce(p_name, '')), '\s+', ' ', 'g'))
$function$;

grant execute on function private.comparable_name(p_name text) to public;
