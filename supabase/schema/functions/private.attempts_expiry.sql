-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.attempts_expiry

CREATE OR REPLACE FUNCTION private.attempts_expiry(p_kind text, p_scope text, p_client text, p_offset integer, p_window interval)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce((
    select greatest(1, ceil(extract(epoch from (a.at + p_window - now())) / 60))::integer
    from private.guest_attempts a
    where a.kind = p_kind and a.scope = p_scope and (p_client is null or a.client = p_client)
      and a.at > now() - p_window
    order by a.at
    offset greatest(p_offset, 0)
    limit 1), 1)
$function$;

revoke execute on function private.attempts_expiry(p_kind text, p_scope text, p_client text, p_offset integer, p_window interval) from public;
