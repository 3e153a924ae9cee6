-- Changing an event's URL keeps its old links alive: guests' links and QR cards already printed
-- name the old slug. The database remembers an event's former slugs, whatever changed the slug
-- (the settings screen, an admin, SQL), and the public references resolve them: /{old-slug}
-- (and its /upload) reach the event, which the page then shows under its current slug.
--
-- A former slug is as public as a slug (it was one): nobody reads the table directly, the public
-- functions resolve it as they resolve slugs. It lasts until another event takes that slug: that
-- event wins and the mapping is dropped. Each event keeps its 20 most recent former slugs, so
-- renaming in a loop cannot grow the table without bound.

create table public.event_former_slugs (
  id uuid primary key default gen_random_uuid(),
  -- Lowercased: /{slug} is matched case-insensitively.
  slug text not null,
  event_id uuid not null references public.events (id) on delete cascade,
  retired_at timestamptz not null default now(),
  constraint event_former_slugs_lowercase check (slug = lower(slug)),
  constraint event_former_slugs_length check (char_length(slug) between 1 and 100)
);
create unique index event_former_slugs_slug_key on public.event_former_slugs (slug);
create index event_former_slugs_event_idx on public.event_former_slugs (event_id, retired_at desc);

-- Written by the trigger below, read by private.resolve_event_ref: no direct access for anyone.
alter table public.event_former_slugs enable row level security;
revoke all on public.event_former_slugs from anon, authenticated;

create function private.remember_former_slug() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- The slug taken now is nobody's former slug any more (this event's, or another's).
  if new.slug is not null then
    delete from public.event_former_slugs where slug = lower(new.slug);
  end if;
  if tg_op = 'UPDATE' and old.slug is not null and lower(old.slug) is distinct from lower(new.slug) then
    insert into public.event_former_slugs (slug, event_id)
    values (lower(old.slug), new.id)
    on conflict (slug) do update set event_id = excluded.event_id, retired_at = now();
    delete from public.event_former_slugs f
    where f.event_id = new.id
      and f.id not in (
        select k.id from public.event_former_slugs k
        where k.event_id = new.id
        order by k.retired_at desc, k.id
        limit 20
      );
  end if;
  return null;
end $$;

revoke execute on function private.remember_former_slug() from public;

create trigger remember_former_slug
  after insert or update of slug on public.events
  for each row execute function private.remember_former_slug();

-- The event a public page reference names: its id, its slug, a custom domain (with a dot), or
-- one of its former slugs. A current slug always wins over a former one.
create or replace function private.resolve_event_ref(p_ref text) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  ref text := btrim(coalesce(p_ref, ''));
  found_id uuid;
begin
  if ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select e.id into found_id from public.events e where e.id = ref::uuid;
  elsif position('.' in ref) > 0 then
    select d.event_id into found_id from public.custom_domains d where lower(d.domain) = lower(ref);
  elsif ref <> '' then
    select e.id into found_id from public.events e where lower(e.slug) = lower(ref);
    if found_id is null then
      select f.event_id into found_id from public.event_former_slugs f where f.slug = lower(ref);
    end if;
  end if;
  return found_id;
end $$;

revoke execute on function private.resolve_event_ref(text) from public;

-- get_public_event resolves its reference as every other public function does, former slugs
-- included; it answers the event's current slug, which the page moves to. Same columns as before.
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
  table_plan_published boolean
)
language plpgsql stable security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
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
    else '[]'::jsonb end,
    exists (select 1 from public.table_plans t where t.event_id = e.id and t.published)
  from public.events e
  where e.id = found_id;
end $$;
