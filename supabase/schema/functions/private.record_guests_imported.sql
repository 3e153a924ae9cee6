-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_guests_imported

CREATE OR REPLACE FUNCTION private.record_guests_imported()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  stack text;
begin
  get diagnostics stack = pg_context;
  if stack !~ 'import_guests' then
    return null;
  end if;
  insert into public.event_activity (event_id, type, data)
  select a.event_id, 'guests_imported',
         jsonb_strip_nulls(jsonb_build_object('user_name', private.acting_user_name(), 'count', count(*)))
  from added a
  group by a.event_id;
  return null;
end $function$;

grant execute on function private.record_guests_imported() to public;
