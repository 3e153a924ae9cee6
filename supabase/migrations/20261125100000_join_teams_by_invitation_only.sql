-- Nobody is put on a team without saying yes, and nothing about them reaches the team before.
-- An owner (or a global admin) used to write event_users directly: an active row for anyone's
-- user id made them a member at once (their profile, e-mail and global role then readable through
-- `users`), a pending row by user id took the account's address, and any inviter could be named.
--
-- * No signed-in client writes event_users any more but to leave a team or decline an
--   invitation (the delete policies stay). The owner row still comes from event creation, and
--   the owner role moves only through transfer_event_ownership.
-- * An invitation is opened by the inviter themselves (open_invitation, which the database
--   records with auth.uid() and the address typed, and counts against flooding), then written
--   by /api/invite-user with the service key once the auth service has the account
--   (record_pending_invitation): pending, for the account of that very address only.
-- * A row turns active only in accept_event_invitation, called with the invitee's own session
--   and naming the event: no API role (not even the service role) changes a status directly.
-- * The address shown for a pending invitee is only ever the one the inviter typed.
--   EV018 'This invitation has expired or was withdrawn.' (as before, also for a used-up ticket)

-- ---------------------------------------------------------------- direct writes

drop policy "event_users: owners add editors" on public.event_users;
drop policy "event_users: owners update members" on public.event_users;
revoke insert, update on table public.event_users from authenticated;

-- Unlike guard_membership_change, this binds the service role too: an /api bug cannot join
-- anybody to a team either. accept_event_invitation runs as the database owner and passes.
create function private.refuse_status_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'A membership turns active only when its invitee accepts the invitation'
      using errcode = '42501';
  end if;
  return new;
end $$;

create trigger refuse_status_change
  before update on public.event_users
  for each row when (old.status is distinct from new.status)
  execute function private.refuse_status_change();

-- ---------------------------------------------------------------- the invited address

drop trigger fill_invited_email on public.event_users;
drop function private.fill_invited_email();

-- ---------------------------------------------------------------- opening an invitation

alter table private.invitation_log
  add column email text constraint invitation_log_email_too_long check (char_length(email) <= 254);

drop function public.record_invitation(uuid, uuid);

-- Called with the inviter's session: the owner of the event (or a global admin) names an
-- address. Counts it (20 per inviter an hour, 50 per event a day, EV017) and returns the entry
-- that /api/invite-user turns into the pending row once the account exists. Each call also
-- drops the entries older than a day, so the log stays small.
create function public.open_invitation(p_event_id uuid, p_email text) returns bigint
language plpgsql volatile security definer set search_path = '' as $$
declare
  inviter uuid := auth.uid();
  address text := lower(btrim(p_email));
  entry bigint;
begin
  if inviter is null or not exists (select 1 from public.events e where e.id = p_event_id)
     or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Event not found' using errcode = 'EV012', hint = 'event_not_found';
  end if;
  if not (public.is_event_owner(p_event_id) or public.is_global_admin()) then
    raise exception 'Only the owner of this event can add team members.' using errcode = '42501';
  end if;
  if address is null or char_length(address) > 254 or address !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'Please enter a valid e-mail address.' using errcode = '22023';
  end if;
  -- One inviter at a time, so racing calls cannot all pass the count.
  perform pg_advisory_xact_lock(hashtextextended('invitation:' || inviter::text, 0));
  delete from private.invitation_log where created_at < now() - interval '1 day';
  if (select count(*) from private.invitation_log
      where invited_by = inviter and created_at > now() - interval '1 hour') >= 20
     or (select count(*) from private.invitation_log where event_id = p_event_id) >= 50 then
    raise exception 'Too many invitations. Please try again later.'
      using errcode = 'EV017', hint = 'invitation_rate_limit';
  end if;
  insert into private.invitation_log (event_id, invited_by, email) values (p_event_id, inviter, address)
  returning id into entry;
  return entry;
end $$;

-- The pending row of an opened invitation, for the account that owns the address typed: the
-- inviter and the address come from the log, never from the caller. Renews an invitation that
-- is still pending; an active membership (or the owner's) is left alone.
create function public.record_pending_invitation(p_invitation bigint, p_user_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  opened private.invitation_log;
begin
  select * into opened from private.invitation_log l where l.id = p_invitation;
  if not found or opened.email is null then
    raise exception 'This invitation has expired or was withdrawn.'
      using errcode = 'EV018', hint = 'invitation_not_found';
  end if;
  if not exists (select 1 from public.users u where u.id = p_user_id and lower(u.email) = opened.email) then
    raise exception 'This invitation is for another e-mail address' using errcode = '42501';
  end if;
  insert into public.event_users as m
    (event_id, user_id, role, status, invitation_expires_at, invited_email, invited_by)
  values (opened.event_id, p_user_id, 'editor', 'pending', now() + interval '7 days', opened.email, opened.invited_by)
  on conflict (event_id, user_id) do update
    set invitation_expires_at = excluded.invitation_expires_at,
        invited_email = excluded.invited_email,
        invited_by = excluded.invited_by
    where m.status = 'pending';
end $$;

revoke execute on function public.open_invitation(uuid, text) from public, anon;
grant execute on function public.open_invitation(uuid, text) to authenticated;
revoke execute on function public.record_pending_invitation(bigint, uuid) from public, anon, authenticated;
grant execute on function public.record_pending_invitation(bigint, uuid) to service_role;
