-- What the public event page shows may be read (and so signed) by anyone: published photos, gift
-- images and the website background, each only while its module is on. Everything else in
-- `media` stays with the event's team (see create_media_bucket). The app shows every image
-- through a signed URL, which the storage API grants only for rows this policy lets through.

create function private.is_public_media(p_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
           select 1 from public.photos p
           where p.url = p_name and p.public and private.module_enabled(p.event_id, 'photo-sharing'))
      or exists (
           select 1 from public.gifts g
           where g.image_url = p_name and private.module_enabled(g.event_id, 'gifts'))
      or exists (
           select 1 from public.events e
           where e.id = private.media_path_event(p_name) and e."websiteSettings" ->> 'bg_image' = p_name)
$$;

create policy "media: anyone reads what the public page shows" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'media' and private.is_public_media(name));
create index gifts_image_url_idx on public.gifts (image_url) where image_url is not null;
