-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.prepare_new_event

CREATE OR REPLACE FUNCTION private.prepare_new_event()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  settings jsonb := new."photoSharingSettings";
begin
  if not private.is_trusted_caller() then
    perform private.count_event_creation();
    new.user_id := auth.uid();
    new."photoSharingSettings" := jsonb_build_object('upload_code', private.generate_upload_code(), 'public', false);
  elsif coalesce(settings ->> 'upload_code', '') !~ '^[A-Z0-9]{6}$' then
    new."photoSharingSettings" := jsonb_build_object(
      'upload_code', private.generate_upload_code(),
      'public', case when jsonb_typeof(settings -> 'public') = 'boolean' then settings -> 'public' else 'false'::jsonb end
    );
  end if;
  return new;
end $function$;

grant execute on function private.prepare_new_event() to public;
