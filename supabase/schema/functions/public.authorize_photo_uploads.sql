-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.authorize_photo_uploads

CREATE OR REPLACE FUNCTION public.authorize_photo_uploads(p_event_ref text, p_code text, p_file_names text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  opened record := private.open_uploads(p_event_ref, p_code);
  found public.events;
  folder text;
  stamp text := floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text;
  file_name text;
  clean text;
  paths text[] := '{}';
begin
  if opened.failure is not null then
    return opened.failure;
  end if;
  found := opened.event;
  folder := coalesce(found.user_id, found.id)::text || '/' || found.id::text || '/photos/';
  perform private.check_photo_count(cardinality(p_file_names));
  delete from private.photo_upload_grants
  where (uploaded_at is null and expires_at <= now()) or uploaded_at < now() - interval '1 day';
  foreach file_name in array p_file_names loop
    clean := btrim(left(regexp_replace(coalesce(file_name, ''), '[^A-Za-z0-9._-]+', '-', 'g'), 100), '.-');
    paths := paths || (folder || stamp || '-' || left(replace(gen_random_uuid()::text, '-', ''), 12) || '-'
                       || coalesce(nullif(clean, ''), 'photo'));
  end loop;
  insert into private.photo_upload_grants (path, event_id, expires_at)
  select x, found.id, now() + interval '10 minutes' from unnest(paths) x;
  return to_jsonb(paths);
end $function$;

grant execute on function public.authorize_photo_uploads(p_event_ref text, p_code text, p_file_names text[]) to public, anon, authenticated, service_role;
