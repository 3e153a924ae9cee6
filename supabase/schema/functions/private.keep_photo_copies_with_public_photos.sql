-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.keep_photo_copies_with_public_photos

CREATE OR REPLACE FUNCTION private.keep_photo_copies_with_public_photos()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

grant execute on function private.keep_photo_copies_with_public_photos() to public;
