-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_pending_removal

CREATE OR REPLACE FUNCTION private.is_pending_removal(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from private.media_removals r
    where r.path = p_name and r.user_id = auth.uid() and r.created_at > now() - interval '7 days')
$function$;

grant execute on function private.is_pending_removal(p_name text) to public;
