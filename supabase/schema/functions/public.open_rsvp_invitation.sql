-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.open_rsvp_invitation

CREATE OR REPLACE FUNCTION public.open_rsvp_invitation(p_event_id uuid, p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.guests;
  wait integer;
begin
  perform private.require_guests_module(p_event_id);
  select g.* into found from public.guests g
  where g.event_id = p_event_id and g.invitation_token = btrim(coalesce(p_token, ''));
  wait := private.judge_guess('rsvp_lookup', p_event_id::text, found.id is not null, 20, 300, null,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  if found.visited_at is null or found.visited_at < now() - interval '1 minute' then
    update public.guests g set visited_at = now() where g.id = found.id;
  end if;
  return private.rsvp_lookup_answer(found);
end $function$;

grant execute on function public.open_rsvp_invitation(p_event_id uuid, p_token text) to public, anon, authenticated, service_role;
