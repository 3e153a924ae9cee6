-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.guest_party_allowance

CREATE OR REPLACE FUNCTION private.guest_party_allowance(p_guest public.guests)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(p_guest.max_party_size, greatest(
    1 + coalesce((select e.rsvp_companions from public.events e where e.id = p_guest.event_id), 20),
    least(21, 1 + case when jsonb_typeof(p_guest.plus_ones) = 'array' then jsonb_array_length(p_guest.plus_ones) else 0 end)))
$function$;

revoke execute on function private.guest_party_allowance(p_guest public.guests) from public;
