-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_reservation_undone

CREATE OR REPLACE FUNCTION private.record_reservation_undone()
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
  perform private.record_activity(new.event_id, 'gift_reservation_undone', jsonb_build_object(
    'user_name', coalesce(who, 'Someone'), 'gift_name', new.name, 'gift_id', new.id));
  return null;
end $function$;

grant execute on function private.record_reservation_undone() to public;
