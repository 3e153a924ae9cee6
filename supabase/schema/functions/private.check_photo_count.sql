-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.check_photo_count

CREATE OR REPLACE FUNCTION private.check_photo_count(p_count integer)
 RETURNS void
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if coalesce(p_count, 0) < 1 then
    raise exception 'Please select at least one photo' using errcode = 'EV006', hint = 'photo_count';
  end if;
  if p_count > 100 then
    raise exception 'At most 100 photos can be uploaded at once' using errcode = 'EV006', hint = 'photo_count';
  end if;
end $function$;

grant execute on function private.check_photo_count(p_count integer) to public;
