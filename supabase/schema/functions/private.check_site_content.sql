-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.check_site_content

CREATE OR REPLACE FUNCTION private.check_site_content()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  problem text;
  text_problem text;
begin
  new."siteContent" := private.drop_unknown_site_keys(new."siteContent");
  problem := private.site_content_problem(new."siteContent");
  if problem is null then
    text_problem := private.site_text_problem(new."siteContent");
    if text_problem is not null then
      problem := format('a text holds a control character (%s); only descriptions, section texts and FAQ '
                        'answers may hold line breaks', text_problem);
    end if;
  end if;
  if problem is not null then
    raise exception 'The website content is not valid: %', problem
      using errcode = 'EV040', hint = 'invalid_site_content';
  end if;
  return new;
end $function$;

grant execute on function private.check_site_content() to public;
