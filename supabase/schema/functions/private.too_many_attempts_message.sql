-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.too_many_attempts_message

CREATE OR REPLACE FUNCTION private.too_many_attempts_message(p_minutes integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select format('Trop de tentatives. Réessayez dans %s %s.', p_minutes,
                case when p_minutes = 1 then 'minute' else 'minutes' end)
$function$;

grant execute on function private.too_many_attempts_message(p_minutes integer) to public;
