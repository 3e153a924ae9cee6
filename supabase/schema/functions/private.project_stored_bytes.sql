-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.project_stored_bytes

CREATE OR REPLACE FUNCTION private.project_stored_bytes()
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint from storage.objects o
$function$;

revoke execute on function private.project_stored_bytes() from public;
