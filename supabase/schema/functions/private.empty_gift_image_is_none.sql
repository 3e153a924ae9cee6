-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.empty_gift_image_is_none

CREATE OR REPLACE FUNCTION private.empty_gift_image_is_none()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.image_url := nullif(new.image_url, '');
  return new;
end $function$;

grant execute on function private.empty_gift_image_is_none() to public;
