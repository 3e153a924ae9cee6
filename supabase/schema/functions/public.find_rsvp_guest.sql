-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.find_rsvp_guest

CREATE OR REPLACE FUNCTION public.find_rsvp_guest(p_event_id uuid, p_name text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.guests;
  matches integer;
  wait integer;
begin
  perform private.require_guests_module(p_event_id);
  if private.comparable_name(p_name) = '' then
    return '[]'::jsonb;
  end if;
  select count(*) into matches from public.guests g
  where g.event_id = p_event_id and private.comparable_name(g.name) = private.comparable_name(p_name);
  select g.* into found from public.guests g
  where g.event_id = p_event_id and private.comparable_name(g.name) = private.comparable_name(p_name)
  order by g.created_at, g.id
  limit 1;
  wait := private.judge_guess('rsvp_lookup', p_event_id::text, found.id is not null, 20, 300, 100,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  if matches > 1 then
    return private.answer_error('EV060', private.shared_name_message(), 'name_shared');
  end if;
  return private.rsvp_name_answer(found);
end $function$;

grant execute on function public.find_rsvp_guest(p_event_id uuid, p_name text) to public, anon, authenticated, service_role;
