-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.is_event_member

CREATE OR REPLACE FUNCTION public.is_event_member(p_event_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from public.event_users
    where event_id = p_event_id and user_id = auth.uid() and status = 'active'
  )
$function$;

grant execute on function public.is_event_member(p_event_id uuid) to public, anon, authenticated, service_role;
