-- Rules that hold whoever writes (the app, an /api endpoint, the dashboard): profile rows in
-- step with auth accounts, event creation defaults, guest party sizes, who may change what.
--
-- "Trusted" below means a statement not running as one of the API roles of a signed-in or
-- anonymous visitor: the service role (/api endpoints), the database owner (migrations, seed,
-- cascades) and the security definer functions of these migrations.

-- ---------------------------------------------------------------- membership helpers
-- Security definer so that policies can call them without recursing into event_users' own
-- policies; stable so a statement evaluates them once per distinct argument.

create function public.is_global_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.users where id = auth.uid() and role = 'admin')
$$;

-- Pending invitees are not members yet: they see their own invitation row, nothing else.
create function public.is_event_member(p_event_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.event_users
    where event_id = p_event_id and user_id = auth.uid() and status = 'active'
  )
$$;

create function public.is_event_owner(p_event_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.event_users
    where event_id = p_event_id and user_id = auth.uid() and status = 'active' and role = 'owner'
  )
$$;

create function private.is_trusted_caller() returns boolean
language sql stable set search_path = '' as $$
  select current_user not in ('anon', 'authenticated')
$$;

-- Missing flags count as on: moduleActivation defaults every module to true.
create function private.module_enabled(p_event_id uuid, p_module text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select ("moduleActivation" ->> p_module)::boolean from public.events where id = p_event_id), true)
$$;

-- ---------------------------------------------------------------- users follow auth accounts

create function private.sync_user_from_auth() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  profile jsonb;
begin
  -- Accounts without an e-mail (phone, anonymous) have no place in the organisers' directory.
  if new.email is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    profile := case
      when jsonb_typeof(meta -> 'name') = 'object' then
        jsonb_build_object('first', meta -> 'name' ->> 'first', 'last', meta -> 'name' ->> 'last')
      else jsonb_build_object('first', meta ->> 'first_name', 'last', meta ->> 'last_name')
    end;
    insert into public.users (id, email, name)
    values (new.id, lower(new.email), jsonb_strip_nulls(profile))
    on conflict (id) do update set email = excluded.email;
  elsif new.email is distinct from old.email then
    update public.users set email = lower(new.email) where id = new.id;
    if not found then
      insert into public.users (id, email) values (new.id, lower(new.email));
    end if;
  end if;
  return null;
end $$;

create trigger sync_public_user
  after insert or update of email on auth.users
  for each row execute function private.sync_user_from_auth();

-- An admin's e-mail edit must move the sign-in address too, or the magic link would go to the
-- old one. The reverse trigger above stops the ping-pong: it only writes when values differ.
create function private.push_user_email_to_auth() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update auth.users set email = new.email, updated_at = now()
  where id = new.id and lower(email) is distinct from lower(new.email);
  update auth.identities set identity_data = identity_data || jsonb_build_object('email', new.email), updated_at = now()
  where user_id = new.id and provider = 'email' and lower(identity_data ->> 'email') is distinct from lower(new.email);
  return null;
end $$;

create trigger push_email_to_auth
  after update of email on public.users
  for each row when (old.email is distinct from new.email)
  execute function private.push_user_email_to_auth();

-- Deleting a user from the users screen closes the account: otherwise the magic link would
-- still sign them in. When the auth account goes first, its cascade lands here and finds
-- nothing left to delete.
create function private.delete_auth_account() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from auth.users where id = old.id;
  return null;
end $$;

create trigger delete_auth_account
  after delete on public.users
  for each row execute function private.delete_auth_account();

-- Column-level RLS does not exist, so the role, e-mail and identity of a profile are guarded
-- here: a user edits their own name, only a global admin edits the rest.
create function private.guard_user_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- Addresses are compared as sign-in does: trimmed and lower-cased.
  new.email := lower(btrim(new.email));
  if private.is_trusted_caller() or public.is_global_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.role <> 'user' then
      raise exception 'Only a global admin can change a role' using errcode = '42501';
    end if;
    if lower(new.email) is distinct from lower(auth.email()) then
      raise exception 'A profile must use the e-mail address you signed in with' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.role is distinct from old.role then
    raise exception 'Only a global admin can change a role' using errcode = '42501';
  end if;
  if new.email is distinct from old.email then
    raise exception 'Only a global admin can change an e-mail address' using errcode = '42501';
  end if;
  if new.id is distinct from old.id or new.created_at is distinct from old.created_at then
    raise exception 'The id and creation date of a user cannot change' using errcode = '42501';
  end if;
  return new;
end $$;

create trigger guard_user_write
  before insert or update on public.users
  for each row execute function private.guard_user_write();

-- ---------------------------------------------------------------- event creation

-- Six characters from A-Z and 0-9 drawn from gen_random_uuid()'s strong randomness (pgcrypto
-- is not guaranteed everywhere). Bytes 6 and 8 carry the UUID version and variant bits and are
-- skipped; values >= 252 are rejected so that every character is equally likely.
-- Security definer: uniqueness is checked across all events, not only those the caller sees.
create function private.generate_upload_code() returns text
language plpgsql volatile security definer set search_path = '' as $$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  code text;
  random_bytes bytea;
  position_in_uuid int;
  value int;
begin
  loop
    code := '';
    while length(code) < 6 loop
      random_bytes := uuid_send(gen_random_uuid());
      foreach position_in_uuid in array array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15] loop
        value := get_byte(random_bytes, position_in_uuid);
        if value < 252 and length(code) < 6 then
          code := code || substr(alphabet, value % 36 + 1, 1);
        end if;
      end loop;
    end loop;
    exit when not exists (select 1 from public.events where "photoSharingSettings" ->> 'upload_code' = code);
  end loop;
  return code;
end $$;

-- A new event gets a fresh upload code with photo sharing off, whatever the client sent
-- (SPEC §4 event creation), and belongs to its creator. Trusted callers (seed, service role)
-- may bring their own valid code.
create function private.prepare_new_event() returns trigger
language plpgsql set search_path = '' as $$
declare
  settings jsonb := new."photoSharingSettings";
begin
  if not private.is_trusted_caller() then
    new.user_id := auth.uid();
    new."photoSharingSettings" := jsonb_build_object('upload_code', private.generate_upload_code(), 'public', false);
  elsif coalesce(settings ->> 'upload_code', '') !~ '^[A-Z0-9]{6}$' then
    new."photoSharingSettings" := jsonb_build_object(
      'upload_code', private.generate_upload_code(),
      'public', case when jsonb_typeof(settings -> 'public') = 'boolean' then settings -> 'public' else 'false'::jsonb end
    );
  end if;
  return new;
end $$;

create trigger prepare_new_event
  before insert on public.events
  for each row execute function private.prepare_new_event();

-- Security definer: the creator is not a member yet, so event_users' policies would refuse.
create function private.add_event_creator() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.user_id is not null then
    insert into public.event_users (event_id, user_id, role, status)
    values (new.id, new.user_id, 'owner', 'active')
    on conflict (event_id, user_id) do update set role = 'owner', status = 'active';
  end if;
  return null;
end $$;

create trigger add_event_creator
  after insert on public.events
  for each row execute function private.add_event_creator();

-- ---------------------------------------------------------------- event updates

create function private.guard_event_update() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_caller() then
    return new;
  end if;
  if new.id is distinct from old.id or new.user_id is distinct from old.user_id
     or new.created_at is distinct from old.created_at then
    raise exception 'The id, creator and creation date of an event cannot change' using errcode = '42501';
  end if;
  -- Members toggle whether uploads are open; the upload code itself stays the database's, so
  -- nobody can swap in a guessable one.
  new."photoSharingSettings" := old."photoSharingSettings" || jsonb_build_object(
    'public', coalesce(new."photoSharingSettings" -> 'public', old."photoSharingSettings" -> 'public'));
  if (new.type, new.date, new."moduleActivation") is distinct from (old.type, old.date, old."moduleActivation")
     and not public.is_global_admin() then
    raise exception 'Only a global admin can change the type, date or modules of an event' using errcode = '42501';
  end if;
  return new;
end $$;

create trigger guard_event_update
  before update on public.events
  for each row execute function private.guard_event_update();

-- ---------------------------------------------------------------- team membership

-- Owner rows come only from event creation; team changes follow SPEC §4 (owners cannot be
-- removed, nor a pending member before the invitation expires). Cascades from deleting an
-- event or an account, and the /api endpoints, are trusted and pass.
create function private.guard_membership_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_caller() then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then
    if old.role = 'owner' then
      raise exception 'The owner of an event cannot be removed from its team'
        using errcode = 'EV010', hint = 'owner_not_removable';
    end if;
    if old.status = 'pending' and old.invitation_expires_at > now() then
      raise exception 'A pending invitation cannot be removed before it expires'
        using errcode = 'EV011', hint = 'invitation_pending';
    end if;
    return old;
  end if;
  if new.event_id <> old.event_id or new.user_id <> old.user_id then
    raise exception 'A membership cannot move to another event or user' using errcode = '42501';
  end if;
  if new.role <> old.role and 'owner' in (old.role, new.role) then
    raise exception 'The owner role cannot be granted or taken away' using errcode = '42501';
  end if;
  return new;
end $$;

create trigger guard_membership_change
  before update or delete on public.event_users
  for each row execute function private.guard_membership_change();

-- ---------------------------------------------------------------- event content

-- SPEC §3: number is 1 + plus-ones on every save; SPEC §4: 0 once declined. One rule for every
-- writer keeps the badge and the counts consistent. A malformed plus_ones is left to its check.
create function private.set_guest_party_size() returns trigger
language plpgsql set search_path = '' as $$
begin
  if jsonb_typeof(new.plus_ones) = 'array' then
    new.number := case when new.status = 'declined' then 0 else 1 + jsonb_array_length(new.plus_ones) end;
  end if;
  return new;
end $$;

create trigger set_guest_party_size
  before insert or update on public.guests
  for each row execute function private.set_guest_party_size();

-- A module switched off in moduleActivation takes no new rows, whoever writes.
create function private.require_module() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not private.module_enabled(new.event_id, tg_argv[0]) then
    raise exception 'This event does not have the % module activated', replace(tg_argv[0], '-', ' ')
      using errcode = 'EV005', hint = 'module_disabled';
  end if;
  return new;
end $$;

create trigger require_todos_module before insert on public.todos
  for each row execute function private.require_module('todos');
create trigger require_guests_module before insert on public.guests
  for each row execute function private.require_module('guests');
create trigger require_gifts_module before insert on public.gifts
  for each row execute function private.require_module('gifts');
create trigger require_photo_sharing_module before insert on public.photos
  for each row execute function private.require_module('photo-sharing');

-- SPEC §4: completing a todo records todo_completed with the user's first name, else e-mail,
-- else 'Someone'. Written here so the feed cannot miss or duplicate it.
create function private.record_todo_completed() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  who text;
begin
  select coalesce(nullif(btrim(u.name ->> 'first'), ''), u.email) into who
  from public.users u where u.id = auth.uid();
  insert into public.event_activity (event_id, type, data)
  values (new.event_id, 'todo_completed',
          jsonb_build_object('user_name', coalesce(who, 'Someone'), 'task_name', new.name, 'todo_id', new.id));
  return null;
end $$;

create trigger record_todo_completed
  after update of status on public.todos
  for each row when (new.status = 'completed' and old.status is distinct from 'completed')
  execute function private.record_todo_completed();

-- Recipients mark notifications read; what a notification says is not theirs to rewrite.
create function private.guard_notification_update() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not private.is_trusted_caller()
     and (new.id, new.user_id, new.event_id, new.type, new.data, new.created_at)
         is distinct from (old.id, old.user_id, old.event_id, old.type, old.data, old.created_at) then
    raise exception 'Only the read flag of a notification can change' using errcode = '42501';
  end if;
  return new;
end $$;

create trigger guard_notification_update
  before update on public.notifications
  for each row execute function private.guard_notification_update();

-- ---------------------------------------------------------------- activity and notifications

create function private.record_activity(p_event_id uuid, p_type text, p_data jsonb) returns void
language sql security definer set search_path = '' as $$
  insert into public.event_activity (event_id, type, data) values (p_event_id, p_type, p_data)
$$;

-- Active team members hear about what guests do on the public site.
create function private.notify_event_members(p_event_id uuid, p_type text, p_data jsonb) returns void
language sql security definer set search_path = '' as $$
  insert into public.notifications (user_id, event_id, type, data)
  select eu.user_id, p_event_id, p_type, p_data
  from public.event_users eu
  where eu.event_id = p_event_id and eu.status = 'active'
$$;

-- The admin's notification menu and activity feed update live.
alter publication supabase_realtime add table public.notifications, public.event_activity;
