-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.nudge_on_photo_update

CREATE OR REPLACE FUNCTION private.nudge_on_photo_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.nudge_photo_walls(array(
    select distinct n.event_id from new_rows n join old_rows o on o.id = n.id
    where n.public or o.public));
  return null;
end $function$;

grant execute on function private.nudge_on_photo_update() to public;
