-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_authorised_photo_rendition

CREATE OR REPLACE FUNCTION private.is_authorised_photo_rendition(p_name text, p_metadata jsonb)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p_name like '%.w480.webp'
     and coalesce(p_metadata ->> 'mimetype', '') = 'image/webp'
     -- The stored row says `size`; storage's check before the body is read, `contentLength`.
     and coalesce((p_metadata ->> 'size')::bigint, (p_metadata ->> 'contentLength')::bigint, 262145) <= 262144
     and exists (
       select 1 from private.photo_upload_grants g
       where g.path = left(p_name, -length('.w480.webp'))
         and g.uploaded_at is not null
         and g.uploaded_at > now() - interval '10 minutes'
         and g.rendition_uploaded_at is null)
$function$;

revoke execute on function private.is_authorised_photo_rendition(p_name text, p_metadata jsonb) from public;

grant execute on function private.is_authorised_photo_rendition(p_name text, p_metadata jsonb) to anon, authenticated;
