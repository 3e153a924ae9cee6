-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.check_guest_rsvp_answers

CREATE OR REPLACE FUNCTION private.check_guest_rsvp_answers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.rsvp_answers = '{}'::jsonb
     or (tg_op = 'UPDATE' and new.rsvp_answers = old.rsvp_answers and new.event_id = old.event_id) then
    return new;
  end if;
  perform private.check_rsvp_answers(
    new.event_id, new.rsvp_answers,
    1 + case when jsonb_typeof(new.plus_ones) = 'array' then jsonb_array_length(new.plus_ones) else 0 end);
  return new;
end $function$;

revoke execute on function private.check_guest_rsvp_answers() from public;
