-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.is_global_admin

CREATE OR REPLACE FUNCTION public.is_global_admin()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.users where id = auth.uid() and role = 'admin')
$function$;

grant execute on function public.is_global_admin() to public, anon, authenticated, service_role;
