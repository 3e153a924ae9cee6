-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.photo_reserve_bytes

CREATE OR REPLACE FUNCTION private.photo_reserve_bytes()
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $function$ select 1048576::bigint $function$;

grant execute on function private.photo_reserve_bytes() to public;
