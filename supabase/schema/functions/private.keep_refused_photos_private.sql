-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.keep_refused_photos_private

CREATE OR REPLACE FUNCTION private.keep_refused_photos_private()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'UPDATE' and old.file_problem is not null and new.file_problem is null
     and not private.is_trusted_caller() then
    new.file_problem := old.file_problem;
  end if;
  if new.file_problem is not null and new.public then
    if tg_op = 'UPDATE' and old.file_problem is null then
      -- Unpublished by the flag: its public copy, if any, must have gone first (as for EV050).
      if private.has_public_copy(old.url) then
        raise exception 'Remove the photo''s public copy first'
          using errcode = 'EV050', hint = 'public_copy_exists';
      end if;
      new.public := false;
    else
      raise exception 'This file is not an image: it cannot be published'
        using errcode = 'EV070', hint = 'file_not_an_image';
    end if;
  end if;
  return new;
end $function$;

grant execute on function private.keep_refused_photos_private() to public;
