-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.refuse_uploads_past_quota

CREATE OR REPLACE FUNCTION private.refuse_uploads_past_quota()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  held bigint;
begin
  select count(*) * private.photo_reserve_bytes() into held
  from private.photo_upload_grants g
  where g.uploaded_at is null and g.expires_at > now();
  if private.project_stored_bytes() + held + private.photo_reserve_bytes()
     > (select quota_bytes from private.storage_plan) then
    raise exception 'L''espace photo de cet événement est plein : vos photos ne peuvent pas être envoyées. Prévenez les organisateurs.'
      using errcode = 'EV080', hint = 'storage_full';
  end if;
  return new;
end $function$;

revoke execute on function private.refuse_uploads_past_quota() from public;
