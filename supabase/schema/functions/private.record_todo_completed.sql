-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_todo_completed

CREATE OR REPLACE FUNCTION private.record_todo_completed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  who text;
begin
  select coalesce(nullif(btrim(u.name ->> 'first'), ''), u.email) into who
  from public.users u where u.id = auth.uid();
  insert into public.event_activity (event_id, type, data)
  values (new.event_id, 'todo_completed',
          jsonb_build_object('user_name', coalesce(who, 'Someone'), 'task_name', new.name, 'todo_id', new.id));
  return null;
end $function$;

grant execute on function private.record_todo_completed() to public;
