-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.rsvp_lookup_answer

CREATE OR REPLACE FUNCTION private.rsvp_lookup_answer(p_guest public.guests)
 RETURNS jsonb
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_array(jsonb_build_object(
    'id', p_guest.id, 'name', p_guest.name, 'status', p_guest.status, 'number', p_guest.number,
    'plus_ones', p_guest.plus_ones, 'max_party_size', private.guest_party_allowance(p_guest),
    'rsvp_answers', p_guest.rsvp_answers,
    'ticket', private.issue_rsvp_ticket(p_guest.id, p_guest.event_id)))
$function$;

revoke execute on function private.rsvp_lookup_answer(p_guest public.guests) from public;
