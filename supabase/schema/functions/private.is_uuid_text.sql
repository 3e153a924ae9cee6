-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_uuid_text

CREATE OR REPLACE FUNCTION private.is_uuid_text(p_value jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select jsonb_typeof(p_value) = 'string'
    and (p_value #>> '{}') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
$function$;

grant execute on function private.is_uuid_text(p_value jsonb) to public;
