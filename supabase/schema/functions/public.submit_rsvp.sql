-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.submit_rsvp

CREATE OR REPLACE FUNCTION public.submit_rsvp(p_event_id uuid, p_ticket text, p_status public.guest_status, p_plus_ones jsonb DEFAULT '[]'::jsonb, p_answers jsonb DEFAULT '{}'::jsonb)
 RETURNS TABLE(id uuid, name text, status public.guest_status, number integer, plus_ones jsonb, last_updated_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  party jsonb := coalesce(p_plus_ones, '[]'::jsonb);
  answers jsonb := coalesce(p_answers, '{}'::jsonb);
  guest_id uuid;
  allowed integer;
  found_guest public.guests;
  saved public.guests;
begin
  perform private.require_guests_module(p_event_id);
  select t.guest_id into guest_id from private.rsvp_tickets t
  where t.ticket_hash = sha256(convert_to(coalesce(p_ticket, ''), 'UTF8'))
    and t.event_id = p_event_id and t.expires_at > now();
  if guest_id is null then
    raise exception 'This RSVP has expired, please search for your name again'
      using errcode = 'EV014', hint = 'rsvp_ticket_invalid';
  end if;
  if p_status is null or p_status not in ('confirmed', 'declined') then
    raise exception 'An answer is either confirmed or declined' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if p_status = 'declined' then
    party := '[]'::jsonb;
    answers := '{}'::jsonb;
  elsif not private.is_valid_plus_ones(party) then
    raise exception 'Each accompanying guest needs a name, an age (adult or kid) and a vegetarian flag'
      using errcode = 'EV009', hint = 'invalid_input';
  elsif jsonb_array_length(party) > 20 then
    raise exception 'At most 20 accompanying guests can be added' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if jsonb_typeof(answers) is distinct from 'object' or octet_length(answers::text) > 40000 then
    raise exception 'Réponses invalides.' using errcode = 'EV041', hint = 'unknown_question';
  end if;

  select g.* into found_guest from public.guests g
  where g.id = guest_id and g.event_id = p_event_id
  for update;
  allowed := private.guest_party_allowance(found_guest);
  if found_guest.id is null then
    raise exception 'Guest not found' using errcode = 'EV004', hint = 'guest_not_found';
  end if;
  if 1 + jsonb_array_length(party) > allowed then
    raise exception '%', private.companions_allowed_message(allowed - 1)
      using errcode = 'EV027', hint = 'party_too_large';
  end if;
  if p_status = 'confirmed' then
    perform private.check_rsvp_answers(p_event_id, answers, 1 + jsonb_array_length(party));
    perform private.require_rsvp_answers(p_event_id, answers, 1 + jsonb_array_length(party));
  end if;

  -- clock_timestamp(): evaluated once the row lock is held, so the answer saved last is also
  -- the one stamped last (now() is the transaction's start, before any wait for the lock).
  update public.guests g
  set status = p_status, plus_ones = party, rsvp_answers = answers, last_updated_at = clock_timestamp()
  where g.id = guest_id and g.event_id = p_event_id
  returning g.* into saved;
  if saved.id is null then
    raise exception 'Guest not found' using errcode = 'EV004', hint = 'guest_not_found';
  end if;

  perform private.record_activity(p_event_id, 'rsvp', jsonb_build_object(
    'name', saved.name, 'status', saved.status, 'number', saved.number, 'guest_id', saved.id));
  perform private.notify_event_members(p_event_id, 'guest_rsvp', jsonb_build_object(
    'guestName', saved.name, 'status', saved.status, 'number', saved.number, 'guest_id', saved.id));

  return query select saved.id, saved.name, saved.status, saved.number, saved.plus_ones, saved.last_updated_at;
end $function$;

grant execute on function public.submit_rsvp(p_event_id uuid, p_ticket text, p_status public.guest_status, p_plus_ones jsonb, p_answers jsonb) to public, anon, authenticated, service_role;
