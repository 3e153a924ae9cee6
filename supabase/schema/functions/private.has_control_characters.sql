-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.has_control_characters

CREATE OR REPLACE FUNCTION private.has_control_characters(p_text text, p_multiline boolean)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when p_multiline
    then p_text ~ '[\x01-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]'
    else p_text ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
  end
$function$;

grant execute on function private.has_control_characters(p_text text, p_multiline boolean) to public;
