-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.consume_photo_upload_grant

CREATE OR REPLACE FUNCTION private.consume_photo_upload_grant()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.bucket_id = 'media' then
    update private.photo_upload_grants g set uploaded_at = now()
    where g.path = new.name and g.uploaded_at is null;
  end if;
  return null;
end $function$;

grant execute on function private.consume_photo_upload_grant() to public;
