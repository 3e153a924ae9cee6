-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.rsvp_name_answer

CREATE OR REPLACE FUNCTION private.rsvp_name_answer(p_guest public.guests)
 RETURNS jsonb
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_set(private.rsvp_lookup_answer(p_guest), '{0,rsvp_answers}', '{}'::jsonb)
$function$;

revoke execute on function private.rsvp_name_answer(p_guest public.guests) from public;
