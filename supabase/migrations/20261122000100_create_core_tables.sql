-- Eventail's data model (SPEC §3). Column names follow the spec, including the camelCase JSON
-- columns of events. Row-level security, rules and RPCs come in the migrations that follow.

-- Closed sets are enums so the generated client types carry them.
create type public.user_role as enum ('user', 'admin');
create type public.event_type as enum ('wedding', 'baptism', 'birthday', 'anniversary', 'other');
create type public.event_role as enum ('owner', 'editor');
create type public.membership_status as enum ('pending', 'active');
create type public.todo_status as enum ('pending', 'completed');
create type public.gift_status as enum ('available', 'purchased');
create type public.guest_status as enum ('pending', 'confirmed', 'declined');

-- Helpers that policies, triggers and checks need but clients must not call: PostgREST only
-- exposes `public`, so they live here. Policies run as the API roles, hence the usage grant.
create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------- validation helpers

-- A slug must work as the first segment of /{slug}: no clash with the app's own routes, never
-- shaped like an id (an identifier matching 8-4-4-4-12 is read as an id), no dots (those are
-- custom domains).
create function private.is_valid_slug(p_slug text) returns boolean
language sql immutable set search_path = '' as $$
  select p_slug ~* '^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$'
     and p_slug !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     and lower(p_slug) not in ('admin', 'login', 'auth', 'api', 'assets', '404', 'complete-profile',
                               'accept-invitation', 'rest', 'storage', 'realtime', 'functions')
$$;

-- plus_ones is an array of {name, age: adult|kid, vegetarian}; nothing else is stored, so the
-- table plan, the counts and the RSVP wizard can trust its shape.
create function private.is_valid_plus_ones(p_plus_ones jsonb) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  item jsonb;
begin
  if jsonb_typeof(p_plus_ones) is distinct from 'array' then
    return false;
  end if;
  for item in select value from jsonb_array_elements(p_plus_ones) loop
    if jsonb_typeof(item) <> 'object'
       or jsonb_typeof(item -> 'name') is distinct from 'string'
       or btrim(item ->> 'name') = ''
       or length(item ->> 'name') > 200
       or coalesce(item ->> 'age', '') not in ('adult', 'kid')
       or jsonb_typeof(item -> 'vegetarian') is distinct from 'boolean'
       or exists (select 1 from jsonb_object_keys(item) as k where k not in ('name', 'age', 'vegetarian')) then
      return false;
    end if;
  end loop;
  return true;
end $$;

-- ---------------------------------------------------------------- users

-- One row per sign-in account: the id is the auth user's id, so a user created by an admin or
-- invited by an owner lands on this same row when signing in with the magic link.
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  role public.user_role not null default 'user',
  name jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  constraint users_name_shape check (
    jsonb_typeof(name) = 'object'
    and coalesce(jsonb_typeof(name -> 'first'), 'string') = 'string'
    and coalesce(jsonb_typeof(name -> 'last'), 'string') = 'string'
  )
);
-- Sign-in trims and lowercases e-mails; one account per address whatever the case.
create unique index users_email_key on public.users (lower(email));
create index users_created_at_idx on public.users (created_at desc);

-- ---------------------------------------------------------------- events

create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text,
  name text,
  type public.event_type not null,
  date timestamptz,
  location text,
  -- The creator; photo uploads are filed under this id (SPEC §3 storage paths).
  user_id uuid references public.users (id) on delete set null,
  spouse1 text,
  spouse2 text,
  person text,
  "moduleActivation" jsonb not null
    default '{"guests": true, "todos": true, "gifts": true, "photo-sharing": true}'::jsonb,
  "websiteSettings" jsonb not null default '{}'::jsonb,
  -- Filled by the creation trigger (random code, not public); the default only keeps the
  -- column optional for inserts.
  "photoSharingSettings" jsonb not null default '{"public": false}'::jsonb,
  created_at timestamptz not null default now(),
  constraint events_slug_format check (slug is null or private.is_valid_slug(slug)),
  constraint events_module_activation_shape check (
    jsonb_typeof("moduleActivation") = 'object'
    and coalesce(jsonb_typeof("moduleActivation" -> 'guests'), 'boolean') = 'boolean'
    and coalesce(jsonb_typeof("moduleActivation" -> 'todos'), 'boolean') = 'boolean'
    and coalesce(jsonb_typeof("moduleActivation" -> 'gifts'), 'boolean') = 'boolean'
    and coalesce(jsonb_typeof("moduleActivation" -> 'photo-sharing'), 'boolean') = 'boolean'
  ),
  constraint events_website_settings_shape check (jsonb_typeof("websiteSettings") = 'object'),
  constraint events_photo_sharing_shape check (
    jsonb_typeof("photoSharingSettings") = 'object'
    and "photoSharingSettings" ->> 'upload_code' ~ '^[A-Z0-9]{6}$'
    and jsonb_typeof("photoSharingSettings" -> 'public') = 'boolean'
  )
);
-- /{slug} is matched case-insensitively, so uniqueness is too.
create unique index events_slug_key on public.events (lower(slug));
create unique index events_upload_code_key on public.events (("photoSharingSettings" ->> 'upload_code'));
create index events_user_id_idx on public.events (user_id);

-- ---------------------------------------------------------------- membership

create table public.event_users (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  role public.event_role not null default 'editor',
  status public.membership_status not null default 'active',
  invitation_expires_at timestamptz,
  created_at timestamptz not null default now(),
  constraint event_users_event_user_key unique (event_id, user_id)
);
-- Every membership check (RLS) and "events of this user" goes through user_id first.
create index event_users_user_id_idx on public.event_users (user_id, event_id);

-- ---------------------------------------------------------------- event content

create table public.todos (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  category text,
  status public.todo_status not null default 'pending',
  due_date date,
  assignees uuid[] not null default '{}',
  created_at timestamptz not null default now()
);
create index todos_event_due_idx on public.todos (event_id, due_date);
-- "todos whose assignees contain me" on the dashboard.
create index todos_assignees_idx on public.todos using gin (assignees);

create table public.gifts (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  description text,
  amount numeric(12, 2) not null default 0 check (amount >= 0),
  image_url text,
  status public.gift_status not null default 'available',
  created_at timestamptz not null default now()
);
create index gifts_event_idx on public.gifts (event_id, created_at);

create table public.guests (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  name text not null check (btrim(name) <> ''),
  email text,
  status public.guest_status not null default 'pending',
  comment text,
  -- Party size, kept by a trigger: 1 + plus-ones, 0 once declined.
  number integer not null default 1 check (number >= 0),
  plus_ones jsonb not null default '[]'::jsonb,
  last_updated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint guests_plus_ones_shape check (private.is_valid_plus_ones(plus_ones))
);
create index guests_event_name_idx on public.guests (event_id, name);
-- The RSVP lookup compares whole names case-insensitively.
create index guests_event_lower_name_idx on public.guests (event_id, lower(btrim(name)));

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  event_id uuid references public.events (id) on delete cascade,
  -- todo_assigned, guest_rsvp, gift_purchased, or another type the UI shows generically.
  type text not null check (type ~ '^[a-z][a-z0-9_]*$'),
  read boolean not null default false,
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  created_at timestamptz not null default now()
);
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create index notifications_user_event_idx on public.notifications (user_id, event_id, created_at desc);

create table public.event_activity (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  -- rsvp, gift_purchase, photo_upload, todo_completed; other types show as unknown activity.
  type text not null check (type ~ '^[a-z][a-z0-9_]*$'),
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  created_at timestamptz not null default now()
);
create index event_activity_event_idx on public.event_activity (event_id, created_at desc);

create table public.custom_domains (
  id uuid primary key default gen_random_uuid(),
  -- One domain per event.
  event_id uuid not null unique references public.events (id) on delete cascade,
  domain text not null,
  created_at timestamptz not null default now(),
  constraint custom_domains_domain_format check (
    length(domain) <= 253
    and domain ~* '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'
  )
);
-- A duplicate raises 23505, which the settings screen shows as 'This domain is already used.'
create unique index custom_domains_domain_key on public.custom_domains (lower(domain));

create table public.photos (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  -- Storage path in bucket media: {userId}/{eventId}/photos/{file}.
  url text not null unique,
  uploader_name text,
  caption text,
  public boolean not null default false,
  uploaded_at timestamptz not null default now(),
  -- Keeps every photo inside its event's folder, so deleting the event finds all its files.
  constraint photos_url_in_event_folder check (
    split_part(url, '/', 2) = event_id::text and split_part(url, '/', 3) = 'photos'
  )
);
create index photos_event_idx on public.photos (event_id, uploaded_at desc);

create table public.table_plans (
  id uuid primary key default gen_random_uuid(),
  -- One plan per event; the screen upserts on event_id.
  event_id uuid not null unique references public.events (id) on delete cascade,
  tables jsonb not null default '{}'::jsonb check (jsonb_typeof(tables) = 'object'),
  updated_at timestamptz not null default now()
);
