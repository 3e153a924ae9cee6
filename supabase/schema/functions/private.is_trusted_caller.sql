-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_trusted_caller

CREATE OR REPLACE FUNCTION private.is_trusted_caller()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select current_user not in ('anon', 'authenticated')
$function$;

grant execute on function private.is_trusted_caller() to public;
