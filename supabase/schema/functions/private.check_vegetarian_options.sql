-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.check_vegetarian_options

CREATE OR REPLACE FUNCTION private.check_vegetarian_options()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  problem text := private.vegetarian_options_problem(new."siteContent");
begin
  if problem is not null then
    raise exception 'The website content is not valid: %', problem
      using errcode = 'EV040', hint = 'invalid_site_content';
  end if;
  return new;
end $function$;

grant execute on function private.check_vegetarian_options() to public;
