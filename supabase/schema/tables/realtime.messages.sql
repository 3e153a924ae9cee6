-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table realtime.messages: the platform's; only what the migrations add to it (and remove from it) is shown.

create policy "photo walls: anyone listens to the nudges" on realtime.messages
  for select
  to anon, authenticated
  using (((extension = 'broadcast'::text) AND (( SELECT realtime.topic() AS topic) ~~ 'photo-wall:%'::text)));
