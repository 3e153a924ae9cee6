-- SPEC §4: removing a gift's image "marks the image for removal (empty image_url)", and §7
-- inserts gifts with an image_url that may be that empty string. gifts_image_in_event_folder
-- refused '' as a path outside the event's gifts folder, so a client following the spec failed.
-- The empty string now means no image and is stored as null, the one way every reader (gifts
-- grid, public page, public media check) already reads "no image"; real paths keep the folder
-- check. Runs before the checks, so the constraint sees null.

create function private.empty_gift_image_is_none() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.image_url := nullif(new.image_url, '');
  return new;
end $$;

create trigger empty_gift_image_is_none
  before insert or update of image_url on public.gifts
  for each row execute function private.empty_gift_image_is_none();
