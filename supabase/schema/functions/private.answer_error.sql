-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.answer_error

CREATE OR REPLACE FUNCTION private.answer_error(p_code text, p_message text, p_hint text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  perform set_config('response.status', '400', true);
  return jsonb_build_object('code', p_code, 'message', p_message, 'hint', p_hint, 'details', null);
end $function$;

revoke execute on function private.answer_error(p_code text, p_message text, p_hint text) from public;
