-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.mail_caps

CREATE OR REPLACE FUNCTION private.mail_caps()
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object('per_address', 3, 'per_event', 500, 'per_account', 1000)
$function$;

grant execute on function private.mail_caps() to public;
