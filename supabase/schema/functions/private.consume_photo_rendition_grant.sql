-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.consume_photo_rendition_grant

CREATE OR REPLACE FUNCTION private.consume_photo_rendition_grant()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.bucket_id = 'media' and new.name like '%.w480.webp' then
    update private.photo_upload_grants g set rendition_uploaded_at = now()
    where g.path = left(new.name, -length('.w480.webp'))
      and g.uploaded_at is not null and g.rendition_uploaded_at is null;
  end if;
  return null;
end $function$;

grant execute on function private.consume_photo_rendition_grant() to public;
