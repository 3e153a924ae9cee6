-- Bucket `media` and who may write where (SPEC §3 storage paths):
--   {userId}/{eventId}/website/…   website backgrounds
--   {userId}/{eventId}/gifts/…     gift images
--   {userId}/{eventId}/photos/…    shared photos ({userId} is the event's creator for guest uploads)
-- The second segment decides access: members of that event read and write there.
--
-- Guests upload without an account. The code that opens uploads cannot travel with a storage
-- request (no custom headers reach storage policies), so it is checked by an RPC instead:
-- authorize_photo_uploads(code, file names) validates the code and hands out one unguessable
-- path per file, remembered for two hours; the insert policy for guests accepts exactly those
-- paths, once each (no update policy, so no overwrite). record_photo_uploads(code, paths) then
-- turns the stored files into photo rows.
--
-- Deleting an event: hosted Supabase refuses direct deletes from storage.objects, so files
-- are removed through the Storage API. delete_event(id) deletes the event and returns its file
-- paths; the caller then removes them with storage.from('media').remove(paths). A file whose
-- event no longer exists may be removed by any signed-in user, which is what makes that second
-- step possible after the membership is gone (and lets a later retry finish the job).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------- path helpers

-- The event a media path belongs to, or null when the second segment is not an id.
create function private.media_path_event(p_name text) returns uuid
language plpgsql immutable set search_path = '' as $$
declare
  segment text := split_part(coalesce(p_name, ''), '/', 2);
begin
  if segment ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return segment::uuid;
  end if;
  return null;
end $$;

create function private.can_read_event_media(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(public.is_event_member(private.media_path_event(p_name)) or public.is_global_admin(), false)
     and private.media_path_event(p_name) is not null
$$;

-- Writers file under their own id or the event creator's, in one of the three folders.
create function private.can_write_event_media(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.can_read_event_media(p_name)
     and split_part(p_name, '/', 3) in ('website', 'gifts', 'photos')
     and split_part(p_name, '/', 4) <> ''
     and (split_part(p_name, '/', 1) = auth.uid()::text
          or split_part(p_name, '/', 1) = (
            select e.user_id::text from public.events e where e.id = private.media_path_event(p_name)))
$$;

-- Files left behind by a deleted event.
create function private.is_orphaned_media(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.media_path_event(p_name) is not null
     and not exists (select 1 from public.events e where e.id = private.media_path_event(p_name))
$$;

-- ---------------------------------------------------------------- guest upload grants

-- Not exposed by the API (private schema, no grants): only the functions below touch it.
create table private.photo_upload_grants (
  path text primary key,
  event_id uuid not null references public.events (id) on delete cascade,
  expires_at timestamptz not null
);
alter table private.photo_upload_grants enable row level security;
create index photo_upload_grants_event_idx on private.photo_upload_grants (event_id);

create function private.is_authorised_photo_upload(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from private.photo_upload_grants g where g.path = p_name and g.expires_at > now())
$$;

-- Step 2 of the upload page: one storage path per chosen file (1 to 100), each
-- {creatorId}/{eventId}/photos/{timestamp}-{random}-{file name}. The random part keeps paths
-- unguessable, since the bucket serves every file to whoever knows its path.
create function public.authorize_photo_uploads(p_code text, p_file_names text[])
returns text[]
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.events := private.event_for_upload_code(p_code);
  folder text := coalesce(found.user_id, found.id)::text || '/' || found.id::text || '/photos/';
  stamp text := floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text;
  file_name text;
  clean text;
  paths text[] := '{}';
begin
  perform private.check_photo_count(cardinality(p_file_names));
  delete from private.photo_upload_grants where expires_at <= now();
  foreach file_name in array p_file_names loop
    clean := btrim(left(regexp_replace(coalesce(file_name, ''), '[^A-Za-z0-9._-]+', '-', 'g'), 100), '.-');
    paths := paths || (folder || stamp || '-' || left(replace(gen_random_uuid()::text, '-', ''), 12) || '-'
                       || coalesce(nullif(clean, ''), 'photo'));
  end loop;
  insert into private.photo_upload_grants (path, event_id, expires_at)
  select x, found.id, now() + interval '2 hours' from unnest(paths) x;
  return paths;
end $$;

-- ---------------------------------------------------------------- storage.objects policies

create policy "media: members read their events' files" on storage.objects
  for select to authenticated
  using (bucket_id = 'media' and private.can_read_event_media(name));

create policy "media: members add files to their events" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'media' and private.can_write_event_media(name));

-- Website backgrounds are uploaded with upsert, which updates an existing file.
create policy "media: members replace files of their events" on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and private.can_read_event_media(name))
  with check (bucket_id = 'media' and private.can_write_event_media(name));

create policy "media: members delete files of their events" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and private.can_read_event_media(name));

create policy "media: guests upload authorised photos" on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'media' and private.is_authorised_photo_upload(name));

-- Lets an upload that reads its new row back (insert … returning) succeed for the guest.
create policy "media: guests see their authorised photos" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'media' and private.is_authorised_photo_upload(name));

-- Storage's remove() selects the rows it deletes, hence both policies.
create policy "media: signed-in users see files of deleted events" on storage.objects
  for select to authenticated
  using (bucket_id = 'media' and private.is_orphaned_media(name));

create policy "media: signed-in users remove files of deleted events" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and private.is_orphaned_media(name));

-- ---------------------------------------------------------------- event deletion

-- Deletes the event with everything of it (cascades) and returns the paths of its files in
-- `media` for the caller to remove through the Storage API. Owners and global admins only;
-- to anyone who cannot see the event it does not exist.
create function public.delete_event(p_event_id uuid) returns text[]
language plpgsql volatile security definer set search_path = '' as $$
declare
  paths text[];
begin
  if not exists (select 1 from public.events e where e.id = p_event_id)
     or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Event not found' using errcode = 'EV012', hint = 'event_not_found';
  end if;
  if not (public.is_event_owner(p_event_id) or public.is_global_admin()) then
    raise exception 'Only an owner of the event can delete it' using errcode = '42501';
  end if;
  select coalesce(array_agg(o.name order by o.name), '{}') into paths
  from storage.objects o
  where o.bucket_id = 'media' and private.media_path_event(o.name) = p_event_id;
  delete from public.events e where e.id = p_event_id;
  return paths;
end $$;

revoke execute on function public.delete_event(uuid) from public, anon;
grant execute on function public.delete_event(uuid) to authenticated, service_role;
