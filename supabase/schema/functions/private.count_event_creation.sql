-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.count_event_creation

CREATE OR REPLACE FUNCTION private.count_event_creation()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  made integer;
begin
  if auth.uid() is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('event-creations:' || auth.uid()::text, 0));
  select count(*) into made from private.event_creations c
  where c.user_id = auth.uid() and c.at > now() - interval '24 hours';
  if made >= 10 then
    raise exception 'At most 10 events can be created per account in 24 hours. Please try again tomorrow.'
      using errcode = 'EV052', hint = 'event_creation_limit';
  end if;
  insert into private.event_creations (user_id) values (auth.uid());
  delete from private.event_creations c where c.at < now() - interval '2 days';
end $function$;

revoke execute on function private.count_event_creation() from public;

grant execute on function private.count_event_creation() to authenticated;
