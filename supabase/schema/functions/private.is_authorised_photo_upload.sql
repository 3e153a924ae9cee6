-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_authorised_photo_upload

CREATE OR REPLACE FUNCTION private.is_authorised_photo_upload(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from private.photo_upload_grants g
    where g.path = p_name and g.uploaded_at is null and g.expires_at > now())
$function$;

grant execute on function private.is_authorised_photo_upload(p_name text) to public;
