-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.module_enabled

CREATE OR REPLACE FUNCTION private.module_enabled(p_event_id uuid, p_module text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((select ("moduleActivation" ->> p_module)::boolean from public.events where id = p_event_id), true)
$function$;

grant execute on function private.module_enabled(p_event_id uuid, p_module text) to public;
