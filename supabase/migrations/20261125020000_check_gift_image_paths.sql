-- A gift's image must be a file of its own event's gifts folder ({userId}/{eventId}/gifts/{file},
-- SPEC §3). Anyone may read a gift's image through private.is_public_media, so without this an
-- editor of one event could point a gift at another event's unpublished photo and so publish it.
-- The path's event is read from its second segment, the same rule the storage policies use.

alter table public.gifts
  add constraint gifts_image_in_event_folder check (
    image_url is null
    or (private.media_path_event(image_url) = event_id
        and split_part(image_url, '/', 3) = 'gifts'
        and split_part(image_url, '/', 4) <> ''
        and split_part(image_url, '/', 5) = '')
  );
