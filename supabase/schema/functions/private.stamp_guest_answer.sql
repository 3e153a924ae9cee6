-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.stamp_guest_answer

CREATE OR REPLACE FUNCTION private.stamp_guest_answer()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if (new.status, new.plus_ones, new.rsvp_answers) is distinct from (old.status, old.plus_ones, old.rsvp_answers)
     and new.status <> 'pending' then
    new.answered_at := clock_timestamp();
  elsif new.status = 'pending' then
    new.answered_at := null;
  else
    new.answered_at := old.answered_at;
  end if;
  return new;
end $function$;

grant execute on function private.stamp_guest_answer() to public;
