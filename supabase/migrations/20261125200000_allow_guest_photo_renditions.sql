-- A guest's upload brings its photo's small rendition ({path}.w480.webp, ≤ 480 px wide, made by
-- the upload page's compression worker) beside the full file, so publishing the photo copies it
-- instead of recompressing in the organiser's browser (src/lib/public-media.ts).
--
-- Narrowly: one rendition per granted path, only once that path's own upload is stored, within
-- ten minutes of it, a WebP of at most 256 KiB (a 480 px WebP is a few tens of KB). Like the full
-- file it can never be replaced, read or listed by the guest (no update, select or delete policy).

alter table private.photo_upload_grants add column rendition_uploaded_at timestamptz;

create function private.is_authorised_photo_rendition(p_name text, p_metadata jsonb) returns boolean
language sql stable security definer set search_path = '' as $$
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
$$;
revoke execute on function private.is_authorised_photo_rendition(text, jsonb) from public;
grant execute on function private.is_authorised_photo_rendition(text, jsonb) to anon, authenticated;

create policy "media: guests upload the small rendition of their stored photo" on storage.objects
  for insert to anon, authenticated
  with check (bucket_id = 'media' and private.is_authorised_photo_rendition(name, metadata));

-- The stored rendition uses up its grant's one rendition.
create function private.consume_photo_rendition_grant() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.bucket_id = 'media' and new.name like '%.w480.webp' then
    update private.photo_upload_grants g set rendition_uploaded_at = now()
    where g.path = left(new.name, -length('.w480.webp'))
      and g.uploaded_at is not null and g.rendition_uploaded_at is null;
  end if;
  return null;
end $$;

create trigger consume_photo_rendition_grant
  after insert on storage.objects
  for each row execute function private.consume_photo_rendition_grant();
