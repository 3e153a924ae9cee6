-- Bucket `media` follows the event's rules for every way in:
-- - Private bucket: `/object/public/media/…` bypasses row-level security in storage-api, and
--   the app shows every image through a signed URL (src/lib/media-urls.ts), which is signed only
--   for what the policies let the caller read: the team, or anyone for what the public page shows.
-- - A guest's grant opens one upload of one new object within ten minutes: the stored file
--   consumes it, and guests have no read, update or delete policy, so nobody outside the team
--   can list, read or replace a guest upload before the team publishes it.
-- - Events are deleted through delete_event, which hands their file paths to the caller for
--   removal through the Storage API; a plain REST delete is refused. Until removed, those files
--   are visible to that caller alone.

update storage.buckets set public = false where id = 'media';

-- ---------------------------------------------------------------- guest uploads

create or replace function private.is_authorised_photo_upload(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.photo_upload_grants g
    where g.path = p_name and g.uploaded_at is null and g.expires_at > now())
$$;

create function private.consume_photo_upload_grant() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.bucket_id = 'media' then
    update private.photo_upload_grants g set uploaded_at = now()
    where g.path = new.name and g.uploaded_at is null;
  end if;
  return null;
end $$;

create trigger consume_photo_upload_grant
  after insert on storage.objects
  for each row execute function private.consume_photo_upload_grant();

-- It let anyone list the files being uploaded.
drop policy "media: guests see their authorised photos" on storage.objects;

-- ---------------------------------------------------------------- event deletion

revoke delete on table public.events from authenticated;

-- Paths delete_event handed out, for the user who deleted the event to remove.
create table private.media_removals (
  path text primary key,
  user_id uuid not null,
  created_at timestamptz not null default now()
);
alter table private.media_removals enable row level security;

create function private.is_pending_removal(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from private.media_removals r
    where r.path = p_name and r.user_id = auth.uid() and r.created_at > now() - interval '7 days')
$$;

create function private.forget_media_removal() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.bucket_id = 'media' then
    delete from private.media_removals where path = old.name;
  end if;
  return null;
end $$;

create trigger forget_media_removal
  after delete on storage.objects
  for each row execute function private.forget_media_removal();

drop policy "media: signed-in users see files of deleted events" on storage.objects;
drop policy "media: signed-in users remove files of deleted events" on storage.objects;

create policy "media: the deleter sees the files of a deleted event" on storage.objects
  for select to authenticated
  using (bucket_id = 'media' and private.is_pending_removal(name));

create policy "media: the deleter removes the files of a deleted event" on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and private.is_pending_removal(name));

create or replace function public.delete_event(p_event_id uuid) returns text[]
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
  delete from private.media_removals where created_at <= now() - interval '7 days';
  insert into private.media_removals (path, user_id)
  select x, auth.uid() from unnest(paths) x where auth.uid() is not null
  on conflict (path) do update set user_id = excluded.user_id, created_at = now();
  return paths;
end $$;
