-- Ownership rules:
-- * nobody deletes their own profile row through the API (the users screen already refuses);
-- * an account that owns events is not deleted from under them: the refusal names the events,
--   and the owner or a global admin first hands each one to an active member.
--   EV015 'This user owns events: {names}. Make another member their owner first.'   owns_events
--   EV016 'Only an active member of the team can become its owner'                   invalid_new_owner
-- Trusted callers (service role, database owner, cascades) keep their hands free, as elsewhere.

create function private.event_label(p_event public.events) returns text
language sql immutable set search_path = '' as $$
  select coalesce(
    nullif(btrim(p_event.name), ''),
    case when p_event.type = 'wedding'
         then nullif(concat_ws(' & ', nullif(btrim(p_event.spouse1), ''), nullif(btrim(p_event.spouse2), '')), '')
         else nullif(btrim(p_event.person), '') end,
    'Unnamed event')
$$;

create function private.guard_user_delete() returns trigger
language plpgsql set search_path = '' as $$
declare
  owned text;
begin
  if private.is_trusted_caller() then
    return old;
  end if;
  if old.id = auth.uid() then
    raise exception 'You cannot delete your own account' using errcode = '42501';
  end if;
  select string_agg(private.event_label(e), ', ' order by private.event_label(e)) into owned
  from public.event_users m join public.events e on e.id = m.event_id
  where m.user_id = old.id and m.role = 'owner';
  if owned is not null then
    raise exception 'This user owns events: %. Make another member their owner first.', owned
      using errcode = 'EV015', hint = 'owns_events';
  end if;
  return old;
end $$;

create trigger guard_user_delete
  before delete on public.users
  for each row execute function private.guard_user_delete();

-- 'Make owner' (team screen): the event's owner or a global admin hands the event to an active
-- editor; the previous owner stays as an editor. One statement each, in one transaction.
create function public.transfer_event_ownership(p_event_id uuid, p_user_id uuid) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.events e where e.id = p_event_id)
     or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Event not found' using errcode = 'EV012', hint = 'event_not_found';
  end if;
  if not (public.is_event_owner(p_event_id) or public.is_global_admin()) then
    raise exception 'Only the owner of the event can hand it over' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.event_users m
    where m.event_id = p_event_id and m.user_id = p_user_id and m.status = 'active' and m.role = 'editor'
  ) then
    raise exception 'Only an active member of the team can become its owner'
      using errcode = 'EV016', hint = 'invalid_new_owner';
  end if;
  update public.event_users m set role = 'editor' where m.event_id = p_event_id and m.role = 'owner';
  update public.event_users m set role = 'owner' where m.event_id = p_event_id and m.user_id = p_user_id;
end $$;

revoke execute on function public.transfer_event_ownership(uuid, uuid) from public, anon;
grant execute on function public.transfer_event_ownership(uuid, uuid) to authenticated, service_role;
