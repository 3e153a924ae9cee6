-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.require_read_rate

CREATE OR REPLACE FUNCTION private.require_read_rate(p_kind text, p_scope text, p_per_minute integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_client text;
  mine integer;
begin
  if nullif(current_setting('request.headers', true), '') is null or claims ->> 'role' = 'service_role' then
    return;
  end if;
  v_client := private.request_client();
  select count(*) into mine from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.client = v_client and a.at > now() - interval '1 minute';
  if mine >= p_per_minute then
    raise exception '%', private.too_many_attempts_message(
        private.attempts_expiry(p_kind, p_scope, v_client, mine - p_per_minute, interval '1 minute'))
      using errcode = 'EV013', hint = 'too_many_attempts';
  end if;
  perform private.record_attempt(p_kind, p_scope);
end $function$;

revoke execute on function private.require_read_rate(p_kind text, p_scope text, p_per_minute integer) from public;
