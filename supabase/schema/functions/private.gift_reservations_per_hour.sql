-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.gift_reservations_per_hour

CREATE OR REPLACE FUNCTION private.gift_reservations_per_hour(p_event_id uuid)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select greatest(5, ceil(count(*) / 4.0)::integer) from public.gifts g where g.event_id = p_event_id
$function$;

revoke execute on function private.gift_reservations_per_hour(p_event_id uuid) from public;
