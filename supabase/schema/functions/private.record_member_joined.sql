-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_member_joined

CREATE OR REPLACE FUNCTION private.record_member_joined()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.event_activity (event_id, type, data)
  select new.event_id, 'member_joined',
         jsonb_strip_nulls(jsonb_build_object('user_name',
           coalesce(nullif(btrim(concat_ws(' ', btrim(u.name ->> 'first'), btrim(u.name ->> 'last'))), ''), u.email)))
  from public.users u where u.id = new.user_id;
  return null;
end $function$;

grant execute on function private.record_member_joined() to public;
