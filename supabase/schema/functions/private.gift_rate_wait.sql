-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.gift_rate_wait

CREATE OR REPLACE FUNCTION private.gift_rate_wait(p_event_id uuid, p_over integer)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((
    select greatest(1, ceil(extract(epoch from (r.at + interval '1 hour' - now())) / 60))::integer
    from (select r.at, sum(r.gift_count) over (order by r.at) as freed
          from private.gift_reservations r
          where r.event_id = p_event_id and r.at > now() - interval '1 hour') r
    where r.freed >= p_over
    order by r.at
    limit 1), 60)
$function$;

revoke execute on function private.gift_rate_wait(p_event_id uuid, p_over integer) from public;
