-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.is_slug_available

CREATE OR REPLACE FUNCTION public.is_slug_available(p_slug text, p_event_id uuid DEFAULT NULL::uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.is_valid_slug(btrim(p_slug)), false)
     and not exists (
       select 1 from public.events e
       where lower(e.slug) = lower(btrim(p_slug)) and (p_event_id is null or e.id <> p_event_id))
$function$;

revoke execute on function public.is_slug_available(p_slug text, p_event_id uuid) from public;

grant execute on function public.is_slug_available(p_slug text, p_event_id uuid) to authenticated, service_role;
