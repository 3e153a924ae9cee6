-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.guard_notification_update

CREATE OR REPLACE FUNCTION private.guard_notification_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not private.is_trusted_caller()
     and (new.id, new.user_id, new.event_id, new.type, new.data, new.created_at)
         is distinct from (old.id, old.user_id, old.event_id, old.type, old.data, old.created_at) then
    raise exception 'Only the read flag of a notification can change' using errcode = '42501';
  end if;
  return new;
end $function$;

grant execute on function private.guard_notification_update() to public;
