-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.request_client

CREATE OR REPLACE FUNCTION private.request_client()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(nullif(left(btrim(split_part(coalesce(
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1)), 100), ''),
    'unknown')
$function$;

revoke execute on function private.request_client() from public;
