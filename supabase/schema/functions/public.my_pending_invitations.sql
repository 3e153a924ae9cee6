-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.my_pending_invitations

CREATE OR REPLACE FUNCTION public.my_pending_invitations()
 RETURNS TABLE(event_id uuid, name text, type public.event_type, spouse1 text, spouse2 text, person text, date timestamp with time zone, invited_by_name jsonb, invitation_expires_at timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select e.id, e.name, e.type, e.spouse1, e.spouse2, e.person, e.date, inviter.name, m.invitation_expires_at
  from public.event_users m
  join public.events e on e.id = m.event_id
  left join public.users inviter on inviter.id = m.invited_by
  where m.user_id = auth.uid() and m.status = 'pending'
    and (m.invitation_expires_at is null or m.invitation_expires_at > now())
  order by m.created_at desc
$function$;

revoke execute on function public.my_pending_invitations() from public;

grant execute on function public.my_pending_invitations() to authenticated, service_role;
