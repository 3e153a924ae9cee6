-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.add_event_creator

CREATE OR REPLACE FUNCTION private.add_event_creator()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.user_id is not null then
    insert into public.event_users (event_id, user_id, role, status)
    values (new.id, new.user_id, 'owner', 'active')
    on conflict (event_id, user_id) do update set role = 'owner', status = 'active';
  end if;
  return null;
end $function$;

grant execute on function private.add_event_creator() to public;
