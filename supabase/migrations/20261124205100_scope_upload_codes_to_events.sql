-- An upload code is a secret of one event: every upload function takes the page's event
-- reference (`/{slugOrId}/upload`: id, slug or custom domain) with the code. Until both match,
-- an unknown event, a wrong code and closed uploads all answer the same 'Code invalide' (EV001),
-- and each such answer counts as a wrong attempt: 10 per client and event, 200 per event, in
-- 15 minutes, then EV013. Those answers are results with HTTP 400 (private.answer_error), so the
-- attempt stays recorded. Once the code is right, closed uploads say so (EV002, raised).
--
-- Each function answers jsonb: on success
--   check_upload_code       {event_id, name, type, spouse1, spouse2, person}
--   authorize_photo_uploads ["{creatorId}/{eventId}/photos/…", …]
--   record_photo_uploads    the number of photos recorded
-- and on refusal the error object {code, message, hint, details} with status 400.

drop function public.check_upload_code(text);
drop function public.authorize_photo_uploads(text, text[]);
drop function public.record_photo_uploads(text, text[], text, text);
drop function private.event_for_upload_code(text);

-- Set when the file is stored: a grant opens one upload (see the storage migration after this).
alter table private.photo_upload_grants add column uploaded_at timestamptz;

-- The event when the reference and the code match and uploads are open; `failure` otherwise.
create function private.open_uploads(p_event_ref text, p_code text, out event public.events, out failure jsonb)
language plpgsql volatile security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_event_ref);
  scope text := coalesce(found_id::text, 'ref:' || lower(left(btrim(coalesce(p_event_ref, '')), 200)));
  wait integer := private.attempts_wait('upload_code', scope, 10, 200, interval '15 minutes');
  found public.events;
begin
  if wait is not null then
    failure := private.answer_error('EV013', private.too_many_attempts_message(wait), 'too_many_attempts');
    return;
  end if;
  select * into found from public.events e where e.id = found_id;
  -- Digests of both are compared whole: how long it takes says nothing of how much matched.
  if found.id is null
     or sha256(convert_to(coalesce(p_code, ''), 'UTF8'))
        <> sha256(convert_to(coalesce(found."photoSharingSettings" ->> 'upload_code', ''), 'UTF8'))
     or coalesce(p_code, '') !~ '^[A-Z0-9]{6}$' then
    perform private.record_attempt('upload_code', scope);
    failure := private.answer_error('EV001', 'Code invalide', 'invalid_upload_code');
    return;
  end if;
  if not coalesce((found."photoSharingSettings" ->> 'public')::boolean, false)
     or not private.module_enabled(found.id, 'photo-sharing') then
    raise exception 'L''upload est désactivé.' using errcode = 'EV002', hint = 'upload_disabled';
  end if;
  event := found;
end $$;
revoke execute on function private.open_uploads(text, text) from public;

-- Step 1 of the upload page: the event's names for its title, or an error.
create function public.check_upload_code(p_event_ref text, p_code text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  opened record := private.open_uploads(p_event_ref, p_code);
begin
  if opened.failure is not null then
    return opened.failure;
  end if;
  return jsonb_build_object(
    'event_id', (opened.event).id, 'name', (opened.event).name, 'type', (opened.event).type,
    'spouse1', (opened.event).spouse1, 'spouse2', (opened.event).spouse2, 'person', (opened.event).person);
end $$;

-- Step 2: one storage path per chosen file (1 to 100), each
-- {creatorId}/{eventId}/photos/{timestamp}-{random}-{file name}, for one upload within ten
-- minutes (see the next migration: the upload consumes the grant).
create function public.authorize_photo_uploads(p_event_ref text, p_code text, p_file_names text[]) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
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
end $$;

-- Step 3: the stored files become private photo rows (one photo_upload activity). Each path
-- must have been granted for this event and uploaded within the last day.
create function public.record_photo_uploads(
  p_event_ref text,
  p_code text,
  p_paths text[],
  p_uploader_name text default null,
  p_caption text default null
) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
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
  select found.id, x, uploader, nullif(left(btrim(coalesce(p_caption, '')), 500), ''), false
  from unnest(paths) x;
  delete from private.photo_upload_grants where path = any(paths);

  perform private.record_activity(found.id, 'photo_upload', jsonb_build_object(
    'uploader_name', uploader, 'photo_count', cardinality(paths)));
  return to_jsonb(cardinality(paths));
end $$;

-- 'New code' on the shared-photos screen: a fresh code for the event; the old one fails at once
-- and the paths it had handed out can no longer be uploaded or recorded. Active members and
-- global admins; to anyone else the event does not exist.
create function public.rotate_upload_code(p_event_id uuid) returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  code text := private.generate_upload_code();
begin
  if not exists (select 1 from public.events e where e.id = p_event_id)
     or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Event not found' using errcode = 'EV012', hint = 'event_not_found';
  end if;
  update public.events e
  set "photoSharingSettings" = e."photoSharingSettings" || jsonb_build_object('upload_code', code)
  where e.id = p_event_id;
  delete from private.photo_upload_grants g where g.event_id = p_event_id;
  return code;
end $$;

revoke execute on function public.rotate_upload_code(uuid) from public, anon;
grant execute on function public.rotate_upload_code(uuid) to authenticated, service_role;
