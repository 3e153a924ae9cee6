-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.rotate_upload_code

CREATE OR REPLACE FUNCTION public.rotate_upload_code(p_event_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  code text := private.generate_upload_code();
begin
  if not exists (select 1 from public.events e where e.id = p_event_id)
     or not (public.is_event_member(p_event_id) or public.is_global_admin()) then
    raise exception 'Event not found' using errcode = 'EV012', hint = 'event_not_found';
  end if;
  update public.events e
  set "photoSharingSettings" = e."photoSharingSettings" || jsonb_build_object('upload_code', code)
  where e.id = p_event_id;
  delete from private.photo_upload_grants g where g.event_id = p_event_id;
  return code;
end $function$;

revoke execute on function public.rotate_upload_code(p_event_id uuid) from public;

grant execute on function public.rotate_upload_code(p_event_id uuid) to authenticated, service_role;
