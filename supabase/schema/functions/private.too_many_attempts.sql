-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.too_many_attempts

CREATE OR REPLACE FUNCTION private.too_many_attempts(p_wait integer)
 RETURNS jsonb
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select private.answer_error('EV013', private.too_many_attempts_message(p_wait), 'too_many_attempts')
$function$;

revoke execute on function private.too_many_attempts(p_wait integer) from public;
