-- The photo wall's topic `photo-wall:{eventId}` was public: anyone could join it and also send on
-- it, socket or HTTP (issue 28, G3: 400 forged nudges reached a listening wall). It is now a
-- private topic, authorised by RLS on realtime.messages (Supabase Realtime Authorization,
-- https://supabase.com/docs/guides/realtime/authorization): anyone may listen to its broadcasts,
-- nobody but the database sends (no insert policy; realtime.send runs as the table's owner). The
-- wall joins with `private: true`; a public topic of the same name is another topic, which the wall
-- does not hear. On the hosted project, 'Allow public access' may stay on: the wall never joins
-- the public topic.

create policy "photo walls: anyone listens to the nudges" on realtime.messages
  for select to anon, authenticated
  using (realtime.messages.extension = 'broadcast' and (select realtime.topic()) like 'photo-wall:%');

-- As add_photo_wall defined it, sending on the private topic.
create or replace function private.nudge_photo_walls(p_events uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
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
end $$;
revoke execute on function private.nudge_photo_walls(uuid[]) from public;
