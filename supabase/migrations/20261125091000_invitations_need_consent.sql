-- Joining a team takes the invitee's consent, and inviting cannot be used to probe or flood:
-- * Every invitation is pending until its invitee accepts it, existing accounts included
--   (accept_event_invitation, or /accept-invitation for a new account). The team sees a
--   pending invitee by the address it typed (invited_email), not their profile: a profile is
--   shared with team mates only once both are active.
-- * The invitee reads their open invitations (my_pending_invitations) and declines one by
--   deleting their own row; any member who is not the owner leaves a team the same way.
-- * record_invitation (called by /api/invite-user with the service key before anything else)
--   allows 20 invitations per inviter per hour and 50 per event per day:
--   EV017 'Too many invitations. Please try again later.'                invitation_rate_limit
--   EV018 'This invitation has expired or was withdrawn.'                invitation_not_found

alter table public.event_users
  add column invited_email text constraint event_users_invited_email_too_long check (char_length(invited_email) <= 254),
  -- No foreign key: a second one to users would make every `users(...)` embed of event_users
  -- ambiguous for PostgREST, breaking clients already deployed. A deleted inviter is unnamed.
  add column invited_by uuid;

-- A pending row always names its address: the team lists invitees by it. Invitations made
-- before this migration, or by other means than /api/invite-user, take the account's address.
create function private.fill_invited_email() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.invited_email := (select u.email from public.users u where u.id = new.user_id);
  return new;
end $$;

create trigger fill_invited_email
  before insert on public.event_users
  for each row when (new.status = 'pending' and new.invited_email is null)
  execute function private.fill_invited_email();

update public.event_users m set invited_email = u.email
from public.users u
where u.id = m.user_id and m.status = 'pending' and m.invited_email is null;

-- ---------------------------------------------------------------- profiles of team mates

create or replace function private.shares_event_with(p_user_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1
    from public.event_users mine
    join public.event_users theirs on theirs.event_id = mine.event_id
    where mine.user_id = auth.uid() and mine.status = 'active'
      and theirs.user_id = p_user_id and theirs.status = 'active'
  )
$$;

-- ---------------------------------------------------------------- leaving and declining

create policy "event_users: members leave, invitees decline" on public.event_users
  for delete to authenticated
  using (user_id = (select auth.uid()) and role <> 'owner');

-- As before, except that the invitee may drop their own unexpired invitation (declining it).
create or replace function private.guard_membership_change() returns trigger
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
    if old.status = 'pending' and old.invitation_expires_at > now() and old.user_id is distinct from auth.uid() then
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

-- ---------------------------------------------------------------- the invitee's side

-- The invitee cannot read a team's event before joining: this tells them what they are invited to.
create function public.my_pending_invitations()
returns table (
  event_id uuid,
  name text,
  type public.event_type,
  spouse1 text,
  spouse2 text,
  person text,
  date timestamptz,
  invited_by_name jsonb,
  invitation_expires_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  select e.id, e.name, e.type, e.spouse1, e.spouse2, e.person, e.date, inviter.name, m.invitation_expires_at
  from public.event_users m
  join public.events e on e.id = m.event_id
  left join public.users inviter on inviter.id = m.invited_by
  where m.user_id = auth.uid() and m.status = 'pending'
    and (m.invitation_expires_at is null or m.invitation_expires_at > now())
  order by m.created_at desc
$$;

create function public.accept_event_invitation(p_event_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  update public.event_users
  set status = 'active', invitation_expires_at = null
  where event_id = p_event_id and user_id = auth.uid() and status = 'pending'
    and (invitation_expires_at is null or invitation_expires_at > now());
  if not found then
    raise exception 'This invitation has expired or was withdrawn.'
      using errcode = 'EV018', hint = 'invitation_not_found';
  end if;
end $$;

revoke execute on function public.my_pending_invitations() from public, anon;
revoke execute on function public.accept_event_invitation(uuid) from public, anon;
grant execute on function public.my_pending_invitations() to authenticated;
grant execute on function public.accept_event_invitation(uuid) to authenticated;

-- ---------------------------------------------------------------- flooding

create table private.invitation_log (
  id bigint generated always as identity primary key,
  event_id uuid not null,
  invited_by uuid not null,
  created_at timestamptz not null default now()
);
alter table private.invitation_log enable row level security;
create index invitation_log_inviter_idx on private.invitation_log (invited_by, created_at);
create index invitation_log_event_idx on private.invitation_log (event_id, created_at);

-- Counts one invitation, or refuses it when the inviter or the event is over its limit. Each
-- call also drops the entries older than a day, so the log stays small.
create function public.record_invitation(p_event_id uuid, p_inviter uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  -- One inviter at a time, so racing calls cannot all pass the count.
  perform pg_advisory_xact_lock(hashtextextended('invitation:' || p_inviter::text, 0));
  delete from private.invitation_log where created_at < now() - interval '1 day';
  if (select count(*) from private.invitation_log
      where invited_by = p_inviter and created_at > now() - interval '1 hour') >= 20
     or (select count(*) from private.invitation_log where event_id = p_event_id) >= 50 then
    raise exception 'Too many invitations. Please try again later.'
      using errcode = 'EV017', hint = 'invitation_rate_limit';
  end if;
  insert into private.invitation_log (event_id, invited_by) values (p_event_id, p_inviter);
end $$;

revoke execute on function public.record_invitation(uuid, uuid) from public, anon, authenticated;
grant execute on function public.record_invitation(uuid, uuid) to service_role;
