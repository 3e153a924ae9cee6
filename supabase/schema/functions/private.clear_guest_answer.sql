-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.clear_guest_answer

CREATE OR REPLACE FUNCTION private.clear_guest_answer()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.answered_at := null;
  return new;
end $function$;

grant execute on function private.clear_guest_answer() to public;
