-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.is_shown_publicly

CREATE OR REPLACE FUNCTION public.is_shown_publicly(p_path text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.is_public_media(p_path)
$function$;

revoke execute on function public.is_shown_publicly(p_path text) from public;

grant execute on function public.is_shown_publicly(p_path text) to service_role;
