-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_site_published

CREATE OR REPLACE FUNCTION private.record_site_published()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.record_activity(new.id, 'site_published',
    jsonb_strip_nulls(jsonb_build_object('user_name', private.acting_user_name())));
  return null;
end $function$;

grant execute on function private.record_site_published() to public;
