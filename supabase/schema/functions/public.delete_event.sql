-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.delete_event

CREATE OR REPLACE FUNCTION public.delete_event(p_event_id uuid)
 RETURNS text[]
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  paths text[];
begin
  if not exists (select 1 from public.events e where e.id = p_event_id)
     or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Event not found' using errcode = 'EV012', hint = 'event_not_found';
  end if;
  if not (public.is_event_owner(p_event_id) or public.is_global_admin()) then
    raise exception 'Only an owner of the event can delete it' using errcode = '42501';
  end if;
  select coalesce(array_agg(o.name order by o.name), '{}') into paths
  from storage.objects o
  where o.bucket_id = 'media' and private.media_path_event(o.name) = p_event_id;
  delete from public.events e where e.id = p_event_id;
  delete from private.media_removals where created_at <= now() - interval '7 days';
  insert into private.media_removals (path, user_id)
  select x, auth.uid() from unnest(paths) x where auth.uid() is not null
  on conflict (path) do update set user_id = excluded.user_id, created_at = now();
  return paths;
end $function$;

revoke execute on function public.delete_event(p_event_id uuid) from public;

grant execute on function public.delete_event(p_event_id uuid) to authenticated, service_role;
