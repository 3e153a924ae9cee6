-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.nudge_on_photo_insert

CREATE OR REPLACE FUNCTION private.nudge_on_photo_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.nudge_photo_walls(array(select distinct n.event_id from new_rows n where n.public));
  return null;
end $function$;

grant execute on function private.nudge_on_photo_insert() to public;
