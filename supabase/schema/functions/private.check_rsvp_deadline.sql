-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.check_rsvp_deadline

CREATE OR REPLACE FUNCTION private.check_rsvp_deadline()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.rsvp_deadline is not null and new.date is not null
     and new.rsvp_deadline > ((new.date at time zone 'UTC') + interval '14 hours')::date then
    raise exception 'The RSVP deadline must be on or before the event date.'
      using errcode = 'EV090', hint = 'rsvp_deadline_after_event';
  end if;
  return new;
end $function$;

grant execute on function private.check_rsvp_deadline() to public;
