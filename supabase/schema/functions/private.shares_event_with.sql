-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.shares_event_with

CREATE OR REPLACE FUNCTION private.shares_event_with(p_user_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1
    from public.event_users mine
    join public.event_users theirs on theirs.event_id = mine.event_id
    where mine.user_id = auth.uid() and mine.status = 'active'
      and theirs.user_id = p_user_id and theirs.status = 'active'
  )
$function$;

grant execute on function private.shares_event_with(p_user_id uuid) to public;
