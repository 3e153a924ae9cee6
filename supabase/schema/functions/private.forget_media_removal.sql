-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.forget_media_removal

CREATE OR REPLACE FUNCTION private.forget_media_removal()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.bucket_id = 'media' then
    delete from private.media_removals where path = old.name;
  end if;
  return null;
end $function$;

grant execute on function private.forget_media_removal() to public;
