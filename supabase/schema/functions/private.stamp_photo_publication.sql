-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.stamp_photo_publication

CREATE OR REPLACE FUNCTION private.stamp_photo_publication()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not new.public then
    new.published_at := null;
  elsif tg_op = 'UPDATE' and old.public then
    new.published_at := old.published_at;
  else
    new.published_at := clock_timestamp();
  end if;
  return new;
end $function$;

grant execute on function private.stamp_photo_publication() to public;
