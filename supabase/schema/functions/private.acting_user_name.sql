-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.acting_user_name

CREATE OR REPLACE FUNCTION private.acting_user_name()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(nullif(btrim(u.name ->> 'first'), ''), u.email) from public.users u where u.id = auth.uid()
$function$;

revoke execute on function private.acting_user_name() from public;
