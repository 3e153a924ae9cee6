-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.accept_event_invitation

CREATE OR REPLACE FUNCTION public.accept_event_invitation(p_event_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update public.event_users
  set status = 'active', invitation_expires_at = null
  where event_id = p_event_id and user_id = auth.uid() and status = 'pending'
    and (invitation_expires_at is null or invitation_expires_at > now());
  if not found then
    raise exception 'This invitation has expired or was withdrawn.'
      using errcode = 'EV018', hint = 'invitation_not_found';
  end if;
end $function$;

revoke execute on function public.accept_event_invitation(p_event_id uuid) from public;

grant execute on function public.accept_event_invitation(p_event_id uuid) to authenticated, service_role;
