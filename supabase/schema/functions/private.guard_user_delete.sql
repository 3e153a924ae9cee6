-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.guard_user_delete

CREATE OR REPLACE FUNCTION private.guard_user_delete()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  owned text;
begin
  if private.is_trusted_caller() then
    return old;
  end if;
  if old.id = auth.uid() then
    raise exception 'You cannot delete your own account' using errcode = '42501';
  end if;
  select string_agg(private.event_label(e), ', ' order by private.event_label(e)) into owned
  from public.event_users m join public.events e on e.id = m.event_id
  where m.user_id = old.id and m.role = 'owner';
  if owned is not null then
    raise exception 'This user owns events: %. Make another member their owner first.', owned
      using errcode = 'EV015', hint = 'owns_events';
  end if;
  return old;
end $function$;

grant execute on function private.guard_user_delete() to public;
