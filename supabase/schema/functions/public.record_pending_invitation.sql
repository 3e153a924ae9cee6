-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.record_pending_invitation

CREATE OR REPLACE FUNCTION public.record_pending_invitation(p_invitation bigint, p_user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function public.record_pending_invitation(p_invitation bigint, p_user_id uuid) from public;

grant execute on function public.record_pending_invitation(p_invitation bigint, p_user_id uuid) to service_role;
