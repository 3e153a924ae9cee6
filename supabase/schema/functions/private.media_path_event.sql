-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.media_path_event

CREATE OR REPLACE FUNCTION private.media_path_event(p_name text)
 RETURNS uuid
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  segment text := split_part(coalesce(p_name, ''), '/', 2);
begin
  if segment ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return segment::uuid;
  end if;
  return null;
end $function$;

grant execute on function private.media_path_event(p_name text) to public;
