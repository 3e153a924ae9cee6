-- Bucket `public-media`: what the public page shows, at stable URLs a browser and a CDN may keep
-- (issue 23). Bucket `media` stays private and keeps every file; the team copies a file here when
-- it goes on the public page (a photo published, a gift image or background saved) and removes
-- the copy when it leaves it. Its objects are never replaced (no update policy: a path is a
-- timestamped upload, so a URL always means the same bytes) and are stored with a year's
-- Cache-Control. Beside a copy may sit its small rendition, `{path}.w480.webp` (≤ 480 px wide).
--
-- A public bucket is read by anyone who has the path, without row-level security, so what must
-- stay private must never be here (error code EV050):
-- - a copy is accepted only for a path the public page shows now (private.is_public_media: a
--   published photo, a gift's image, the background), from a member of that event;
-- - a photo cannot be unpublished or deleted while its copy is here (EV050): the team's client
--   removes the copy first, so an unpublished photo is never readable at a URL anyone can build.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('public-media', 'public-media', true, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- The `media` path a public object is a copy (or the small rendition) of.
create function private.public_media_source(p_name text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(coalesce(p_name, ''), '\.w480\.webp$', '')
$$;

create function private.may_publish_media(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.can_write_event_media(private.public_media_source(p_name))
     and private.is_public_media(private.public_media_source(p_name))
$$;

create policy "public-media: the team copies what the public page shows" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'public-media' and private.may_publish_media(name));

-- The team, and after delete_event the user who deleted the event, for the paths it handed out
-- (their `media` originals are removed after the copies: removing one forgets its path).
create policy "public-media: the team sees its event's copies" on storage.objects
  for select to authenticated
  using (bucket_id = 'public-media'
         and (private.can_read_event_media(private.public_media_source(name))
              or private.is_pending_removal(private.public_media_source(name))));

create policy "public-media: the team removes its event's copies" on storage.objects
  for delete to authenticated
  using (bucket_id = 'public-media'
         and (private.can_read_event_media(private.public_media_source(name))
              or private.is_pending_removal(private.public_media_source(name))));

-- Which public files a `media` path has: "full" (the copy), "w480" (its small rendition).
create function private.public_media_files(p_path text) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(case when o.name = p_path then 'full' else 'w480' end order by o.name), '[]'::jsonb)
  from storage.objects o
  where p_path is not null and o.bucket_id = 'public-media' and o.name in (p_path, p_path || '.w480.webp')
$$;

create function private.has_public_copy(p_path text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'public-media' and o.name in (p_path, p_path || '.w480.webp'))
$$;

create function private.keep_photo_copies_with_public_photos() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' then
    if (not new.public or new.url is distinct from old.url) and private.has_public_copy(old.url) then
      raise exception 'Remove the photo''s public copy first'
        using errcode = 'EV050', hint = 'public_copy_exists';
    end if;
    return new;
  end if;
  -- A deleted event takes its photos with it; its files are removed after (delete_event).
  if private.has_public_copy(old.url) and exists (select 1 from public.events e where e.id = old.event_id) then
    raise exception 'Remove the photo''s public copy first'
      using errcode = 'EV050', hint = 'public_copy_exists';
  end if;
  return old;
end $$;

create trigger keep_photo_copies_with_public_photos
  before update of public, url or delete on public.photos
  for each row execute function private.keep_photo_copies_with_public_photos();

-- get_public_event says which public files each gift, photo and background has: see
-- 20261125190000_reconcile_get_public_event.sql, which defines it with this round's other columns.
