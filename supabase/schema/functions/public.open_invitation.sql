-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.open_invitation

CREATE OR REPLACE FUNCTION public.open_invitation(p_event_id uuid, p_email text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function public.open_invitation(p_event_id uuid, p_email text) from public;

grant execute on function public.open_invitation(p_event_id uuid, p_email text) to authenticated, service_role;
