-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_contact_email

CREATE OR REPLACE FUNCTION private.is_contact_email(p_address text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select char_length(p_address) <= 254
    and char_length(split_part(p_address, '@', 1)) <= 64
    and p_address ~ ('^[A-Za-z0-9_+''-]+(?:\.[A-Za-z0-9_+''-]+)*'
                     '@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+'
                     '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$')
$function$;

grant execute on function private.is_contact_email(p_address text) to public;
