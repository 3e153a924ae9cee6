-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.nudge_photo_walls

CREATE OR REPLACE FUNCTION private.nudge_photo_walls(p_events uuid[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_event uuid;
begin
  foreach v_event in array coalesce(p_events, '{}') loop
    -- A wall that misses a nudge catches up at its next one or its next rejoin: publishing a
    -- photo must never fail for the wall's sake.
    begin
      perform realtime.send('{}'::jsonb, 'photos-changed', 'photo-wall:' || v_event::text, true);
    exception when others then
      raise warning 'photo wall nudge not sent: %', sqlerrm;
    end;
  end loop;
end $function$;

revoke execute on function private.nudge_photo_walls(p_events uuid[]) from public;
