-- What the public site may do, as functions: anonymous visitors have no table access, so each
-- function below returns or changes exactly what one guest action needs and nothing more.
-- All are security definer with an empty search_path (every name is schema-qualified).
--
-- Errors the app shows carry their own SQLSTATE (class EV, answered by PostgREST as HTTP 400)
-- and a stable hint:
--   EV001 'Code invalide'                                        invalid_upload_code
--   EV002 'L''upload est désactivé.'                              upload_disabled
--   EV003 'This gift has already been purchased'                 gift_unavailable
--   EV004 'Guest not found'                                      guest_not_found
--   EV005 'This event does not have the … module activated'      module_disabled
--   EV006 photo count outside 1..100                             photo_count
--   EV007 'This photo was not authorised for upload'             upload_not_authorised
--   EV008 'This photo has not been uploaded'                     upload_missing
--   EV009 invalid RSVP or checkout input                         invalid_input
--         ('Gift not found' for unknown gift ids)                gift_not_found
--   EV012 'Event not found'                                      event_not_found
--   (EV010, EV011: team rules, see the data rules migration)

-- ---------------------------------------------------------------- public event page

-- One round trip for /{slug}: the event by id, slug or custom domain (a reference with a dot
-- is a domain; slugs cannot contain one), with its public gifts and public photos. Never the
-- upload code, guests, e-mails or team. No row when nothing matches.
create function public.get_public_event(p_ref text)
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
  photos jsonb
)
language plpgsql stable security definer set search_path = '' as $$
declare
  ref text := btrim(coalesce(p_ref, ''));
  found_id uuid;
begin
  if ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    found_id := ref::uuid;
  elsif position('.' in ref) > 0 then
    select d.event_id into found_id from public.custom_domains d where lower(d.domain) = lower(ref);
  else
    select e.id into found_id from public.events e where lower(e.slug) = lower(ref);
  end if;

  return query
  select
    e.id, e.slug, e.name, e.type, e.date, e.location, e.spouse1, e.spouse2, e.person,
    e."websiteSettings", e."moduleActivation",
    coalesce((e."photoSharingSettings" ->> 'public')::boolean, false)
      and private.module_enabled(e.id, 'photo-sharing'),
    case when private.module_enabled(e.id, 'gifts') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'name', g.name, 'description', g.description, 'amount', g.amount,
        'image_url', g.image_url, 'status', g.status) order by g.created_at, g.id)
      from public.gifts g where g.event_id = e.id), '[]'::jsonb)
    else '[]'::jsonb end,
    case when private.module_enabled(e.id, 'photo-sharing') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'uploaded_at', p.uploaded_at) order by p.uploaded_at desc, p.id)
      from public.photos p where p.event_id = e.id and p.public), '[]'::jsonb)
    else '[]'::jsonb end
  from public.events e
  where e.id = found_id;
end $$;

-- ---------------------------------------------------------------- RSVP

-- Trimmed, inner blanks collapsed, lower-cased: the form of a name that RSVP matching compares.
create function private.comparable_name(p_name text) returns text
language sql immutable set search_path = '' as $$
  select lower(regexp_replace(btrim(coalesce(p_name, '')), '\s+', ' ', 'g'))
$$;

create function private.require_guests_module(p_event_id uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.module_enabled(p_event_id, 'guests') then
    raise exception 'This event does not have the guests module activated'
      using errcode = 'EV005', hint = 'module_disabled';
  end if;
end $$;

-- Step 1 of the RSVP wizard: the one guest whose whole name equals the input, ignoring case
-- and surrounding blanks. An equality test, not a pattern: '%', '_' and '*' match only
-- themselves, so nobody can list the guests. Homonyms resolve to the earliest added (SPEC §5:
-- the first match is used). Only that guest's own party data comes back.
create function public.find_rsvp_guest(p_event_id uuid, p_name text)
returns table (
  id uuid,
  name text,
  status public.guest_status,
  number integer,
  plus_ones jsonb
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_guests_module(p_event_id);
  if private.comparable_name(p_name) = '' then
    return;
  end if;
  return query
  select g.id, g.name, g.status, g.number, g.plus_ones
  from public.guests g
  where g.event_id = p_event_id and private.comparable_name(g.name) = private.comparable_name(p_name)
  order by g.created_at, g.id
  limit 1;
end $$;

-- Step 2 (SPEC §4): confirmed keeps the accompanying guests and the party is 1 + their count;
-- declined clears them and the party is 0 (both computed by set_guest_party_size). Records the
-- rsvp activity and tells the team. Concurrent answers for one guest serialise on the row:
-- the last one wins whole.
create function public.submit_rsvp(
  p_event_id uuid,
  p_guest_id uuid,
  p_status public.guest_status,
  p_plus_ones jsonb default '[]'::jsonb
)
returns table (
  id uuid,
  name text,
  status public.guest_status,
  number integer,
  plus_ones jsonb,
  last_updated_at timestamptz
)
language plpgsql volatile security definer set search_path = '' as $$
declare
  party jsonb := coalesce(p_plus_ones, '[]'::jsonb);
  saved public.guests;
begin
  perform private.require_guests_module(p_event_id);
  if p_status is null or p_status not in ('confirmed', 'declined') then
    raise exception 'An answer is either confirmed or declined' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if p_status = 'declined' then
    party := '[]'::jsonb;
  elsif not private.is_valid_plus_ones(party) then
    raise exception 'Each accompanying guest needs a name, an age (adult or kid) and a vegetarian flag'
      using errcode = 'EV009', hint = 'invalid_input';
  elsif jsonb_array_length(party) > 20 then
    raise exception 'At most 20 accompanying guests can be added' using errcode = 'EV009', hint = 'invalid_input';
  end if;

  update public.guests g
  set status = p_status, plus_ones = party, last_updated_at = now()
  where g.id = p_guest_id and g.event_id = p_event_id
  returning g.* into saved;
  if saved.id is null then
    raise exception 'Guest not found' using errcode = 'EV004', hint = 'guest_not_found';
  end if;

  perform private.record_activity(p_event_id, 'rsvp', jsonb_build_object(
    'name', saved.name, 'status', saved.status, 'number', saved.number, 'guest_id', saved.id));
  perform private.notify_event_members(p_event_id, 'guest_rsvp', jsonb_build_object(
    'guestName', saved.name, 'status', saved.status, 'number', saved.number, 'guest_id', saved.id));

  return query select saved.id, saved.name, saved.status, saved.number, saved.plus_ones, saved.last_updated_at;
end $$;

-- ---------------------------------------------------------------- gifts

-- Checkout (SPEC §4 cart): every gift of the cart goes from available to purchased, or none
-- does. Rows are locked in id order, so two carts sharing gifts cannot deadlock and the second
-- buyer of a gift sees it purchased and is refused. Records one gift_purchase activity and one
-- gift_purchased notification per member and gift.
create function public.purchase_gifts(p_gift_ids uuid[], p_email text, p_name text default null)
returns table (id uuid, name text, amount numeric)
language plpgsql volatile security definer set search_path = '' as $$
declare
  wanted uuid[] := array(select distinct x from unnest(coalesce(p_gift_ids, '{}'::uuid[])) x where x is not null);
  email text := lower(btrim(coalesce(p_email, '')));
  buyer text;
  locked public.gifts[];
  gift public.gifts;
  event uuid;
begin
  if cardinality(wanted) = 0 then
    raise exception 'The cart is empty' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(email) > 254 then
    raise exception 'A valid e-mail address is required' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  buyer := coalesce(nullif(left(btrim(coalesce(p_name, '')), 200), ''), email);

  perform 1 from public.gifts g where g.id = any(wanted) order by g.id for update;
  select array_agg(g order by g.id) into locked from public.gifts g where g.id = any(wanted);
  if coalesce(cardinality(locked), 0) <> cardinality(wanted) then
    raise exception 'Gift not found' using errcode = 'EV009', hint = 'gift_not_found';
  end if;
  select min(g.event_id::text)::uuid into event from unnest(locked) g;
  if exists (select 1 from unnest(locked) g where g.event_id <> event) then
    raise exception 'A cart holds gifts of one event' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if not private.module_enabled(event, 'gifts') then
    raise exception 'This event does not have the gifts module activated' using errcode = 'EV005', hint = 'module_disabled';
  end if;
  if exists (select 1 from unnest(locked) g where g.status <> 'available') then
    raise exception 'This gift has already been purchased' using errcode = 'EV003', hint = 'gift_unavailable',
      detail = (select string_agg(g.name, ', ' order by g.name) from unnest(locked) g where g.status <> 'available');
  end if;

  update public.gifts g set status = 'purchased' where g.id = any(wanted);
  foreach gift in array locked loop
    perform private.record_activity(event, 'gift_purchase', jsonb_build_object(
      'name', buyer, 'gift_name', gift.name, 'gift_id', gift.id, 'email', email));
    perform private.notify_event_members(event, 'gift_purchased', jsonb_build_object(
      'purchaserName', buyer, 'giftName', gift.name, 'gift_id', gift.id));
    id := gift.id;
    name := gift.name;
    amount := gift.amount;
    return next;
  end loop;
end $$;

-- ---------------------------------------------------------------- photo upload by code

-- The event an upload code opens, or the two errors of SPEC §5: 'Code invalide' for anything
-- that is not exactly six characters of A-Z and 0-9 (lower case included) or matches no event,
-- and 'L'upload est désactivé.' when the event's uploads are closed or photo sharing is off.
create function private.event_for_upload_code(p_code text) returns public.events
language plpgsql stable security definer set search_path = '' as $$
declare
  found public.events;
begin
  if p_code is null or p_code !~ '^[A-Z0-9]{6}$' then
    raise exception 'Code invalide' using errcode = 'EV001', hint = 'invalid_upload_code';
  end if;
  select * into found from public.events e where e."photoSharingSettings" ->> 'upload_code' = p_code;
  if found.id is null then
    raise exception 'Code invalide' using errcode = 'EV001', hint = 'invalid_upload_code';
  end if;
  if not coalesce((found."photoSharingSettings" ->> 'public')::boolean, false)
     or not private.module_enabled(found.id, 'photo-sharing') then
    raise exception 'L''upload est désactivé.' using errcode = 'EV002', hint = 'upload_disabled';
  end if;
  return found;
end $$;

-- Step 1 of the upload page: which event the code opens (for its title), or an error.
create function public.check_upload_code(p_code text)
returns table (
  event_id uuid,
  name text,
  type public.event_type,
  spouse1 text,
  spouse2 text,
  person text
)
language plpgsql stable security definer set search_path = '' as $$
declare
  found public.events := private.event_for_upload_code(p_code);
begin
  return query select found.id, found.name, found.type, found.spouse1, found.spouse2, found.person;
end $$;

create function private.check_photo_count(p_count integer) returns void
language plpgsql immutable set search_path = '' as $$
begin
  if coalesce(p_count, 0) < 1 then
    raise exception 'Please select at least one photo' using errcode = 'EV006', hint = 'photo_count';
  end if;
  if p_count > 100 then
    raise exception 'At most 100 photos can be uploaded at once' using errcode = 'EV006', hint = 'photo_count';
  end if;
end $$;

-- Recording what a guest uploaded: each path must have been handed out for this event by
-- authorize_photo_uploads (create_media_bucket migration) and its file must be stored. The
-- photos start private until the team publishes them. Records one photo_upload activity.
create function public.record_photo_uploads(
  p_code text,
  p_paths text[],
  p_uploader_name text default null,
  p_caption text default null
)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.events := private.event_for_upload_code(p_code);
  paths text[] := array(select distinct x from unnest(coalesce(p_paths, '{}'::text[])) x where x is not null);
  uploader text := nullif(left(btrim(coalesce(p_uploader_name, '')), 100), '');
  missing text;
begin
  perform private.check_photo_count(cardinality(paths));

  select x into missing from unnest(paths) x
  where not exists (
    select 1 from private.photo_upload_grants g
    where g.path = x and g.event_id = found.id and g.expires_at > now())
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
  select found.id, x, uploader, nullif(left(btrim(coalesce(p_caption, '')), 500), ''), false
  from unnest(paths) x;
  delete from private.photo_upload_grants where path = any(paths);

  perform private.record_activity(found.id, 'photo_upload', jsonb_build_object(
    'uploader_name', uploader, 'photo_count', cardinality(paths)));
  return cardinality(paths);
end $$;

-- ---------------------------------------------------------------- organiser helpers

-- The settings screen checks a slug against every event, including those the user cannot see.
-- Reserved or malformed slugs are reported as unavailable.
create function public.is_slug_available(p_slug text, p_event_id uuid default null) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(private.is_valid_slug(btrim(p_slug)), false)
     and not exists (
       select 1 from public.events e
       where lower(e.slug) = lower(btrim(p_slug)) and (p_event_id is null or e.id <> p_event_id))
$$;

revoke execute on function public.is_slug_available(text, uuid) from public, anon;
grant execute on function public.is_slug_available(text, uuid) to authenticated, service_role;

-- Internal writers are reached only through the functions above.
revoke execute on function private.record_activity(uuid, text, jsonb) from public;
revoke execute on function private.notify_event_members(uuid, text, jsonb) from public;
