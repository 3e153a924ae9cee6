-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_attempt

CREATE OR REPLACE FUNCTION private.record_attempt(p_kind text, p_scope text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.guest_attempts (kind, scope, client) values (p_kind, p_scope, private.request_client());
  delete from private.guest_attempts where at < now() - interval '1 hour';
end $function$;

revoke execute on function private.record_attempt(p_kind text, p_scope text) from public;
