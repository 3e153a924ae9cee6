-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.companions_allowed_message

CREATE OR REPLACE FUNCTION private.companions_allowed_message(p_companions integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_companions <= 0 then 'Votre invitation ne prévoit pas d''accompagnant.'
    when p_companions = 1 then 'Votre invitation prévoit au plus 1 accompagnant.'
    else format('Votre invitation prévoit au plus %s accompagnants.', p_companions)
  end
$function$;

revoke execute on function private.companions_allowed_message(p_companions integer) from public;
