-- Who reads and writes what (SPEC §6, made real on the server).
--
-- * A user reaches an event and its rows only through an active event_users link; global
--   admins reach everything.
-- * Editors and owners edit an event's content; only owners manage its team.
-- * Anonymous visitors have no table access at all: the public site goes through the narrow
--   security definer functions of the guest RPC migration.
--
-- auth.uid() and the helpers are wrapped in (select ...) where they do not depend on the row, so
-- Postgres evaluates them once per statement instead of once per row.

-- Supabase's default privileges hand every new table to anon; take that back, and TRUNCATE
-- (which ignores RLS) from signed-in users too.
revoke all on table
  public.users, public.events, public.event_users, public.todos, public.gifts, public.guests,
  public.notifications, public.event_activity, public.custom_domains, public.photos, public.table_plans
from anon;
revoke truncate, references, trigger on table
  public.users, public.events, public.event_users, public.todos, public.gifts, public.guests,
  public.notifications, public.event_activity, public.custom_domains, public.photos, public.table_plans
from authenticated;

alter table public.users enable row level security;
alter table public.events enable row level security;
alter table public.event_users enable row level security;
alter table public.todos enable row level security;
alter table public.gifts enable row level security;
alter table public.guests enable row level security;
alter table public.notifications enable row level security;
alter table public.event_activity enable row level security;
alter table public.custom_domains enable row level security;
alter table public.photos enable row level security;
alter table public.table_plans enable row level security;

-- Team mates see each other (team list, assignee names), pending invitees included.
create function private.shares_event_with(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.event_users mine
    join public.event_users theirs on theirs.event_id = mine.event_id
    where mine.user_id = auth.uid() and mine.status = 'active' and theirs.user_id = p_user_id
  )
$$;

-- ---------------------------------------------------------------- users

create policy "users: read self, team mates, or all as admin" on public.users
  for select to authenticated
  using (id = (select auth.uid()) or (select public.is_global_admin()) or private.shares_event_with(id));

-- The profile screens upsert the user's own row; admins add accounts (which must exist in
-- auth.users: create them through the auth admin API, the trigger fills this table).
create policy "users: insert self, or any as admin" on public.users
  for insert to authenticated
  with check (id = (select auth.uid()) or (select public.is_global_admin()));

-- Which columns may change is decided by the guard_user_write trigger.
create policy "users: update self, or any as admin" on public.users
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_global_admin()))
  with check (id = (select auth.uid()) or (select public.is_global_admin()));

create policy "users: delete as admin" on public.users
  for delete to authenticated
  using ((select public.is_global_admin()));

-- ---------------------------------------------------------------- events

-- user_id = me lets `insert ... returning` show the creator the new row: the owner link is
-- only written by an AFTER trigger, after this check has run.
create policy "events: read as member, creator or admin" on public.events
  for select to authenticated
  using (public.is_event_member(id) or user_id = (select auth.uid()) or (select public.is_global_admin()));

-- Any organiser may create an event; the prepare_new_event trigger makes them its owner.
create policy "events: create when signed in" on public.events
  for insert to authenticated
  with check (user_id = (select auth.uid()));

-- Type, date and modules are further restricted to admins by guard_event_update.
create policy "events: update as member or admin" on public.events
  for update to authenticated
  using (public.is_event_member(id) or (select public.is_global_admin()))
  with check (public.is_event_member(id) or (select public.is_global_admin()));

create policy "events: delete as owner or admin" on public.events
  for delete to authenticated
  using (public.is_event_owner(id) or (select public.is_global_admin()));

-- ---------------------------------------------------------------- event_users

create policy "event_users: read own invitations, own teams, or all as admin" on public.event_users
  for select to authenticated
  using (user_id = (select auth.uid()) or public.is_event_member(event_id) or (select public.is_global_admin()));

-- Owner rows come only from event creation, so a team can never gain an owner it cannot remove.
create policy "event_users: owners add editors" on public.event_users
  for insert to authenticated
  with check (role = 'editor' and (public.is_event_owner(event_id) or (select public.is_global_admin())));

create policy "event_users: owners update members" on public.event_users
  for update to authenticated
  using (public.is_event_owner(event_id) or (select public.is_global_admin()))
  with check (public.is_event_owner(event_id) or (select public.is_global_admin()));

-- Owner rows and unexpired invitations are refused with a clear error by guard_membership_change.
create policy "event_users: owners remove members" on public.event_users
  for delete to authenticated
  using (public.is_event_owner(event_id) or (select public.is_global_admin()));

-- ---------------------------------------------------------------- event content
-- Same rule for every table that belongs to one event: members and admins do everything the
-- screens do; moving a row to an event one is not a member of fails the with-check.

create policy "todos: members and admins" on public.todos
  for all to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()))
  with check (public.is_event_member(event_id) or (select public.is_global_admin()));

create policy "gifts: members and admins" on public.gifts
  for all to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()))
  with check (public.is_event_member(event_id) or (select public.is_global_admin()));

create policy "guests: members and admins" on public.guests
  for all to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()))
  with check (public.is_event_member(event_id) or (select public.is_global_admin()));

create policy "custom_domains: members and admins" on public.custom_domains
  for all to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()))
  with check (public.is_event_member(event_id) or (select public.is_global_admin()));

create policy "photos: members and admins" on public.photos
  for all to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()))
  with check (public.is_event_member(event_id) or (select public.is_global_admin()));

create policy "table_plans: members and admins" on public.table_plans
  for all to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()))
  with check (public.is_event_member(event_id) or (select public.is_global_admin()));

-- The feed is written by the database (triggers and guest RPCs) only, so it cannot be forged
-- or duplicated from a client.
create policy "event_activity: read as member or admin" on public.event_activity
  for select to authenticated
  using (public.is_event_member(event_id) or (select public.is_global_admin()));

-- ---------------------------------------------------------------- notifications
-- Created by the database (guest RPCs) and by /api/notify-user with the service role.

create policy "notifications: read own" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Only the read flag may change (guard_notification_update).
create policy "notifications: mark own read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "notifications: delete own" on public.notifications
  for delete to authenticated
  using (user_id = (select auth.uid()));
