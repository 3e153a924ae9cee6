-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table storage.objects: the platform's; only what the migrations add to it (and remove from it) is shown.

create policy "media: guests upload authorised photos" on storage.objects
  for insert
  to anon, authenticated
  with check (((bucket_id = 'media'::text) AND private.is_authorised_photo_upload(name)));

create policy "media: guests upload the small rendition of their stored photo" on storage.objects
  for insert
  to anon, authenticated
  with check (((bucket_id = 'media'::text) AND private.is_authorised_photo_rendition(name, metadata)));

create policy "media: members add files to their events" on storage.objects
  for insert
  to authenticated
  with check (((bucket_id = 'media'::text) AND private.can_write_event_media(name)));

create policy "media: members delete files of their events" on storage.objects
  for delete
  to authenticated
  using (((bucket_id = 'media'::text) AND private.can_read_event_media(name)));

create policy "media: members read their events' files" on storage.objects
  for select
  to authenticated
  using (((bucket_id = 'media'::text) AND private.can_read_event_media(name)));

create policy "media: members replace files of their events" on storage.objects
  for update
  to authenticated
  using (((bucket_id = 'media'::text) AND private.can_read_event_media(name)))
  with check (((bucket_id = 'media'::text) AND private.can_write_event_media(name)));

create policy "media: the deleter removes the files of a deleted event" on storage.objects
  for delete
  to authenticated
  using (((bucket_id = 'media'::text) AND private.is_pending_removal(name)));

create policy "media: the deleter sees the files of a deleted event" on storage.objects
  for select
  to authenticated
  using (((bucket_id = 'media'::text) AND private.is_pending_removal(name)));

create policy "public-media: the team copies what the public page shows" on storage.objects
  for insert
  to authenticated
  with check (((bucket_id = 'public-media'::text) AND private.may_publish_media(name)));

create policy "public-media: the team removes its event's copies" on storage.objects
  for delete
  to authenticated
  using (((bucket_id = 'public-media'::text) AND (private.can_read_event_media(private.public_media_source(name)) OR private.is_pending_removal(private.public_media_source(name)))));

create policy "public-media: the team sees its event's copies" on storage.objects
  for select
  to authenticated
  using (((bucket_id = 'public-media'::text) AND (private.can_read_event_media(private.public_media_source(name)) OR private.is_pending_removal(private.public_media_source(name)))));

CREATE TRIGGER consume_photo_rendition_grant AFTER INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.consume_photo_rendition_grant();

CREATE TRIGGER consume_photo_upload_grant AFTER INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.consume_photo_upload_grant();

CREATE TRIGGER forget_media_removal AFTER DELETE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.forget_media_removal();
