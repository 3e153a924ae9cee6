-- The room's photo wall (/{slugOrId}/live) and the organisers' 'Auto-publish guest photos'.
--
-- The wall is an anonymous page: it reads only what the public page already shows, the published
-- photos of one event. It loads them with get_photo_wall(ref, since) and learns that something
-- changed from a broadcast on the public topic `photo-wall:{eventId}` that the database sends when
-- a photo is published, unpublished or deleted while published. The broadcast carries no row data
-- (no id, no path, no name): a public topic can be joined, and written to, by anyone, so it is
-- only a nudge to ask get_photo_wall again. Nothing here opens the photos table or storage to
-- anonymous callers: an unpublished photo's row and file stay the team's.

-- ---------------------------------------------------------------- published_at
-- When a photo went on the wall: the wall shows the newest publications first and catches up
-- after a network drop with what was published since the last one it saw. Kept by the database.
alter table public.photos add column published_at timestamptz;
update public.photos set published_at = uploaded_at where public;
create index photos_published_idx on public.photos (event_id, published_at desc) where public;

create function private.stamp_photo_publication() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not new.public then
    new.published_at := null;
  elsif tg_op = 'UPDATE' and old.public then
    new.published_at := old.published_at;
  else
    new.published_at := clock_timestamp();
  end if;
  return new;
end $$;

create trigger stamp_photo_publication before insert or update on public.photos
  for each row execute function private.stamp_photo_publication();

-- ---------------------------------------------------------------- the wall's nudge
-- One message per event per statement (a bulk publish of 300 photos is one nudge). Broadcasts
-- are public: the payload says only that the wall should look again.
create function private.nudge_photo_walls(p_events uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_event uuid;
begin
  foreach v_event in array coalesce(p_events, '{}') loop
    -- A wall that misses a nudge catches up at its next one or its next rejoin: publishing a
    -- photo must never fail for the wall's sake.
    begin
      perform realtime.send('{}'::jsonb, 'photos-changed', 'photo-wall:' || v_event::text, false);
    exception when others then
      raise warning 'photo wall nudge not sent: %', sqlerrm;
    end;
  end loop;
end $$;
revoke execute on function private.nudge_photo_walls(uuid[]) from public;

create function private.nudge_on_photo_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.nudge_photo_walls(array(select distinct n.event_id from new_rows n where n.public));
  return null;
end $$;

create function private.nudge_on_photo_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.nudge_photo_walls(array(
    select distinct n.event_id from new_rows n join old_rows o on o.id = n.id
    where n.public or o.public));
  return null;
end $$;

create function private.nudge_on_photo_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.nudge_photo_walls(array(select distinct o.event_id from old_rows o where o.public));
  return null;
end $$;

create trigger nudge_photo_walls_insert after insert on public.photos
  referencing new table as new_rows for each statement execute function private.nudge_on_photo_insert();
create trigger nudge_photo_walls_update after update on public.photos
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.nudge_on_photo_update();
create trigger nudge_photo_walls_delete after delete on public.photos
  referencing old table as old_rows for each statement execute function private.nudge_on_photo_delete();

-- ---------------------------------------------------------------- get_photo_wall
-- The published photos of the event at `p_ref` (slug, id or custom domain, as get_public_event),
-- while photo sharing is on:
--   {event_id, photos: [{id, url, uploader_name, caption, published_at}], ids: [id, …]}
-- `photos` are those published after `p_since` (all of them without it), newest first; `ids` are
-- every published photo's, so a wall that missed an unpublication drops it. Both at most 2,000
-- (an evening's wall; the oldest beyond that are left out). An unknown event answers null, as
-- get_public_event answers no row.
create function public.get_photo_wall(p_ref text, p_since timestamptz default null) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
  if found_id is null then
    return null;
  end if;
  if not private.module_enabled(found_id, 'photo-sharing') then
    return jsonb_build_object('event_id', found_id, 'photos', '[]'::jsonb, 'ids', '[]'::jsonb);
  end if;
  return jsonb_build_object(
    'event_id', found_id,
    'photos', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'published_at', p.published_at) order by p.published_at desc, p.id)
      from (select * from public.photos p
            where p.event_id = found_id and p.public and (p_since is null or p.published_at > p_since)
            order by p.published_at desc, p.id limit 2000) p), '[]'::jsonb),
    'ids', coalesce((
      select jsonb_agg(p.id order by p.published_at desc, p.id)
      from (select p.id, p.published_at from public.photos p
            where p.event_id = found_id and p.public
            order by p.published_at desc, p.id limit 2000) p), '[]'::jsonb));
end $$;

revoke execute on function public.get_photo_wall(text, timestamptz) from public;
grant execute on function public.get_photo_wall(text, timestamptz) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- auto-publish
-- photoSharingSettings.auto_publish (absent: off). The team may switch it, as it opens uploads;
-- anything but a boolean keeps the old value. Redefined from add_data_rules, otherwise unchanged.
create or replace function private.guard_event_update() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_caller() then
    return new;
  end if;
  if new.id is distinct from old.id or new.user_id is distinct from old.user_id
     or new.created_at is distinct from old.created_at then
    raise exception 'The id, creator and creation date of an event cannot change' using errcode = '42501';
  end if;
  -- Members toggle whether uploads are open and whether guests' photos go public at once; the
  -- upload code itself stays the database's, so nobody can swap in a guessable one.
  new."photoSharingSettings" := old."photoSharingSettings"
    || jsonb_build_object('public', coalesce(new."photoSharingSettings" -> 'public', old."photoSharingSettings" -> 'public'))
    || case
         when jsonb_typeof(new."photoSharingSettings" -> 'auto_publish') = 'boolean'
           then jsonb_build_object('auto_publish', new."photoSharingSettings" -> 'auto_publish')
         else '{}'::jsonb
       end;
  if (new.type, new.date, new."moduleActivation") is distinct from (old.type, old.date, old."moduleActivation")
     and not public.is_global_admin() then
    raise exception 'Only a global admin can change the type, date or modules of an event' using errcode = '42501';
  end if;
  return new;
end $$;

alter table public.events add constraint events_auto_publish_shape
  check (coalesce(jsonb_typeof("photoSharingSettings" -> 'auto_publish'), 'boolean') = 'boolean');

-- Step 3 of the upload page, as scope_upload_codes_to_events defined it, except that the photos
-- are public at once when the event auto-publishes guest photos.
create or replace function public.record_photo_uploads(
  p_event_ref text,
  p_code text,
  p_paths text[],
  p_uploader_name text default null,
  p_caption text default null
) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  opened record := private.open_uploads(p_event_ref, p_code);
  found public.events;
  paths text[] := array(select distinct x from unnest(coalesce(p_paths, '{}'::text[])) x where x is not null);
  uploader text := nullif(left(btrim(coalesce(p_uploader_name, '')), 100), '');
  missing text;
begin
  if opened.failure is not null then
    return opened.failure;
  end if;
  found := opened.event;
  perform private.check_photo_count(cardinality(paths));

  select x into missing from unnest(paths) x
  where not exists (
    select 1 from private.photo_upload_grants g
    where g.path = x and g.event_id = found.id
      and (g.expires_at > now() or g.uploaded_at > now() - interval '1 day'))
  limit 1;
  if missing is not null then
    raise exception 'This photo was not authorised for upload' using errcode = 'EV007',
      hint = 'upload_not_authorised', detail = missing;
  end if;
  select x into missing from unnest(paths) x
  where not exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = x)
  limit 1;
  if missing is not null then
    raise exception 'This photo has not been uploaded' using errcode = 'EV008', hint = 'upload_missing', detail = missing;
  end if;

  insert into public.photos (event_id, url, uploader_name, caption, public)
  select found.id, x, uploader, nullif(left(btrim(coalesce(p_caption, '')), 500), ''),
         coalesce((found."photoSharingSettings" ->> 'auto_publish')::boolean, false)
  from unnest(paths) x;
  delete from private.photo_upload_grants where path = any(paths);

  perform private.record_activity(found.id, 'photo_upload', jsonb_build_object(
    'uploader_name', uploader, 'photo_count', cardinality(paths)));
  return to_jsonb(cardinality(paths));
end $$;
