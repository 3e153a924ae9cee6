-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.get_storage_usage

CREATE OR REPLACE FUNCTION public.get_storage_usage(p_event_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.uid() is null or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Only the organisers of this event can see its storage' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'event_photo_bytes', private.event_photo_bytes(p_event_id),
    'project_bytes', private.project_stored_bytes(),
    'quota_bytes', (select quota_bytes from private.storage_plan));
end $function$;

revoke execute on function public.get_storage_usage(p_event_id uuid) from public;

grant execute on function public.get_storage_usage(p_event_id uuid) to authenticated, service_role;
