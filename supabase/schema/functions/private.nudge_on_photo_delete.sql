-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.nudge_on_photo_delete

CREATE OR REPLACE FUNCTION private.nudge_on_photo_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.nudge_photo_walls(array(select distinct o.event_id from old_rows o where o.public));
  return null;
end $function$;

grant execute on function private.nudge_on_photo_delete() to public;
