-- A per-client rate on the public page's reads (issue 28): get_public_event and get_photo_wall
-- were open to any number of calls. Each is now counted per client (the network address, as the
-- guests' other limits) and per event, over a minute, and refused past a generous number:
--   get_public_event  600 a minute   (a crowd of guests on the venue's Wi-Fi shares one address,
--                                     and the server page answers most of their first loads)
--   get_photo_wall    300 a minute   (a wall asks once per nudge and on rejoining; a few phones
--                                     and screens in the room share the address)
--   EV013 'Trop de tentatives. Réessayez dans 1 minute.'   too_many_attempts   (as the others)
-- There is no cap for the whole event: one client flooding must not shut the page for the others.
-- The service role (the app's own server) is not counted, nor are calls from inside the database.
-- Both functions become volatile: they record the call (PostgREST calls them by POST, as the app
-- and supabase-js do).

-- Refuses this client past p_per_minute calls of this kind for this event in the last minute,
-- else counts the call. Refusals are not counted, so a flood keeps no one out longer than a minute.
create function private.require_read_rate(p_kind text, p_scope text, p_per_minute integer) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_client text;
  mine integer;
begin
  if nullif(current_setting('request.headers', true), '') is null or claims ->> 'role' = 'service_role' then
    return;
  end if;
  v_client := private.request_client();
  select count(*) into mine from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.client = v_client and a.at > now() - interval '1 minute';
  if mine >= p_per_minute then
    raise exception '%', private.too_many_attempts_message(
        private.attempts_expiry(p_kind, p_scope, v_client, mine - p_per_minute, interval '1 minute'))
      using errcode = 'EV013', hint = 'too_many_attempts';
  end if;
  perform private.record_attempt(p_kind, p_scope);
end $$;
revoke execute on function private.require_read_rate(text, text, integer) from public;

-- As before (reconcile_get_public_event), counted.
create or replace function public.get_public_event(p_ref text)
returns table (
  id uuid,
  slug text,
  name text,
  type public.event_type,
  date timestamptz,
  location text,
  spouse1 text,
  spouse2 text,
  person text,
  "websiteSettings" jsonb,
  "moduleActivation" jsonb,
  photo_uploads_open boolean,
  gifts jsonb,
  photos jsonb,
  table_plan_published boolean,
  rsvp_deadline date,
  "siteContent" jsonb
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
  perform private.require_read_rate('public_event', coalesce(found_id::text, 'ref'), 600);
  return query
  select
    e.id, e.slug, e.name, e.type, e.date, e.location, e.spouse1, e.spouse2, e.person,
    case when jsonb_typeof(e."websiteSettings" -> 'bg_image') = 'string'
      then e."websiteSettings"
        || jsonb_build_object('bg_image_files', private.public_media_files(e."websiteSettings" ->> 'bg_image'))
      else e."websiteSettings" end,
    e."moduleActivation",
    coalesce((e."photoSharingSettings" ->> 'public')::boolean, false)
      and private.module_enabled(e.id, 'photo-sharing'),
    case when private.module_enabled(e.id, 'gifts') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'name', g.name, 'description', g.description, 'amount', g.amount,
        'image_url', g.image_url, 'status', g.status,
        'image_files', private.public_media_files(g.image_url)) order by g.created_at, g.id)
      from public.gifts g where g.event_id = e.id), '[]'::jsonb)
    else '[]'::jsonb end,
    case when private.module_enabled(e.id, 'photo-sharing') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'uploaded_at', p.uploaded_at, 'files', private.public_media_files(p.url))
        order by p.uploaded_at desc, p.id)
      from public.photos p where p.event_id = e.id and p.public), '[]'::jsonb)
    else '[]'::jsonb end,
    exists (select 1 from public.table_plans t where t.event_id = e.id and t.published),
    case when private.module_enabled(e.id, 'guests') then e.rsvp_deadline end,
    -- "shown": whether the page has any of these sections to show, so the page's first load
    -- decides where to keep their room with one property read.
    (select c || jsonb_build_object('shown',
       c -> 'programme' <> '[]'::jsonb or c -> 'sections' <> '[]'::jsonb or c -> 'faq' <> '[]'::jsonb)
     from (select
      jsonb_build_object(
        'programme', coalesce((
          select jsonb_agg(i.value order by i.value ->> 'at', i.position)
          from jsonb_array_elements(coalesce(e."siteContent" -> 'programme', '[]')) with ordinality i(value, position)
        ), '[]'::jsonb),
        'sections', coalesce((
          select jsonb_agg(s.value order by s.position)
          from jsonb_array_elements(coalesce(e."siteContent" -> 'sections', '[]')) with ordinality s(value, position)
          where (s.value -> 'visible') = 'true'::jsonb
        ), '[]'::jsonb),
        'faq', coalesce(e."siteContent" -> 'faq', '[]'::jsonb),
        'questions', case when private.module_enabled(e.id, 'guests')
          then coalesce(e."siteContent" -> 'questions', '[]'::jsonb) else '[]'::jsonb end
      ) as c) built)
  from public.events e
  where e.id = found_id;
end $$;


-- As before (add_photo_wall), counted.
create or replace function public.get_photo_wall(p_ref text, p_since timestamptz default null) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
  perform private.require_read_rate('photo_wall', coalesce(found_id::text, 'ref'), 300);
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

