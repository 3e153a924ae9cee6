-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.transfer_event_ownership

CREATE OR REPLACE FUNCTION public.transfer_event_ownership(p_event_id uuid, p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function public.transfer_event_ownership(p_event_id uuid, p_user_id uuid) from public;

grant execute on function public.transfer_event_ownership(p_event_id uuid, p_user_id uuid) to authenticated, service_role;
