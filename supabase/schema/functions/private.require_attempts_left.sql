-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.require_attempts_left

CREATE OR REPLACE FUNCTION private.require_attempts_left(p_kind text, p_scope text, p_client_max integer, p_scope_max integer, p_window interval)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wait integer := private.attempts_wait(p_kind, p_scope, p_client_max, p_scope_max, p_window);
begin
  if wait is not null then
    raise exception '%', private.too_many_attempts_message(wait)
      using errcode = 'EV013', hint = 'too_many_attempts';
  end if;
end $function$;

revoke execute on function private.require_attempts_left(p_kind text, p_scope text, p_client_max integer, p_scope_max integer, p_window interval) from public;
