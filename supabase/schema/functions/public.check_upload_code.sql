-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.check_upload_code

CREATE OR REPLACE FUNCTION public.check_upload_code(p_event_ref text, p_code text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  opened record := private.open_uploads(p_event_ref, p_code);
begin
  if opened.failure is not null then
    return opened.failure;
  end if;
  return jsonb_build_object(
    'event_id', (opened.event).id, 'name', (opened.event).name, 'type', (opened.event).type,
    'spouse1', (opened.event).spouse1, 'spouse2', (opened.event).spouse2, 'person', (opened.event).person);
end $function$;

grant execute on function public.check_upload_code(p_event_ref text, p_code text) to public, anon, authenticated, service_role;
