-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.record_photo_uploads

CREATE OR REPLACE FUNCTION public.record_photo_uploads(p_event_ref text, p_code text, p_paths text[], p_uploader_name text DEFAULT NULL::text, p_caption text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  opened record := private.open_uploads(p_event_ref, p_code);
  found public.events;
  paths text[] := array(select distinct x from unnest(coalesce(p_paths, '{}'::text[])) x where x is not null);
  uploader text := nullif(left(btrim(coalesce(p_uploader_name, '')), 100), '');
  missing text;
begin
  if opened.failure is not null then
    return opened.failure;
  end if;
  found := opened.event;
  perform private.check_photo_count(cardinality(paths));

  select x into missing from unnest(paths) x
  where not exists (
    select 1 from private.photo_upload_grants g
    where g.path = x and g.event_id = found.id
      and (g.expires_at > now() or g.uploaded_at > now() - interval '1 day'))
  limit 1;
  if missing is not null then
    raise exception 'This photo was not authorised for upload' using errcode = 'EV007',
      hint = 'upload_not_authorised', detail = missing;
  end if;
  select x into missing from unnest(paths) x
  where not exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = x)
  limit 1;
  if missing is not null then
    raise exception 'This photo has not been uploaded' using errcode = 'EV008', hint = 'upload_missing', detail = missing;
  end if;

  insert into public.photos (event_id, url, uploader_name, caption, public)
  select found.id, x, uploader, nullif(left(btrim(coalesce(p_caption, '')), 500), ''),
         coalesce((found."photoSharingSettings" ->> 'auto_publish')::boolean, false)
  from unnest(paths) x;
  delete from private.photo_upload_grants where path = any(paths);

  perform private.record_activity(found.id, 'photo_upload', jsonb_build_object(
    'uploader_name', uploader, 'photo_count', cardinality(paths)));
  return jsonb_build_object('count', cardinality(paths), 'published',
    coalesce((found."photoSharingSettings" ->> 'auto_publish')::boolean, false));
end $function$;

grant execute on function public.record_photo_uploads(p_event_ref text, p_code text, p_paths text[], p_uploader_name text, p_caption text) to public, anon, authenticated, service_role;
