-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.attempts_wait

CREATE OR REPLACE FUNCTION private.attempts_wait(p_kind text, p_scope text, p_client_max integer, p_scope_max integer, p_window interval)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  since timestamptz := now() - p_window;
  n integer;
  oldest timestamptz;
begin
  select count(*), min(a.at) into n, oldest from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.client = private.request_client() and a.at > since;
  if n < p_client_max then
    select count(*), min(a.at) into n, oldest from private.guest_attempts a
    where a.kind = p_kind and a.scope = p_scope and a.at > since;
    if n < p_scope_max then
      return null;
    end if;
  end if;
  return greatest(1, ceil(extract(epoch from (oldest + p_window - now())) / 60))::integer;
end $function$;

revoke execute on function private.attempts_wait(p_kind text, p_scope text, p_client_max integer, p_scope_max integer, p_window interval) from public;
