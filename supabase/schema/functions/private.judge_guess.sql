-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.judge_guess

CREATE OR REPLACE FUNCTION private.judge_guess(p_kind text, p_scope text, p_hit boolean, p_client_max integer, p_scope_max integer, p_client_ceiling integer, p_window interval)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_client text := private.request_client();
  since timestamptz := now() - p_window;
  mine integer;
  everyone integer;
  wait integer;
begin
  select count(*) into mine from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.client = v_client and a.at > since;
  if mine >= p_client_ceiling then
    return private.attempts_expiry(p_kind, p_scope, v_client, mine - p_client_ceiling, p_window);
  end if;
  if p_hit then
    return null;
  end if;
  select count(*) into everyone from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.at > since;
  -- Recorded up to the ceiling (or the limit, without one): a client adds a bounded number of rows.
  if mine < coalesce(p_client_ceiling, p_client_max) then
    perform private.record_attempt(p_kind, p_scope);
    if mine >= p_client_max then
      wait := private.attempts_expiry(p_kind, p_scope, v_client, mine + 1 - p_client_max, p_window);
    end if;
    if everyone >= p_scope_max then
      wait := greatest(wait, private.attempts_expiry(p_kind, p_scope, null, everyone + 1 - p_scope_max, p_window));
    end if;
  else
    if mine >= p_client_max then
      wait := private.attempts_expiry(p_kind, p_scope, v_client, mine - p_client_max, p_window);
    end if;
    if everyone >= p_scope_max then
      wait := greatest(wait, private.attempts_expiry(p_kind, p_scope, null, everyone - p_scope_max, p_window));
    end if;
  end if;
  return wait;
end $function$;

revoke execute on function private.judge_guess(p_kind text, p_scope text, p_hit boolean, p_client_max integer, p_scope_max integer, p_client_ceiling integer, p_window interval) from public;
