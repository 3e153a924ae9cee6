-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.guard_event_update

CREATE OR REPLACE FUNCTION private.guard_event_update()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if private.is_trusted_caller() then
    return new;
  end if;
  if new.id is distinct from old.id or new.user_id is distinct from old.user_id
     or new.created_at is distinct from old.created_at then
    raise exception 'The id, creator and creation date of an event cannot change' using errcode = '42501';
  end if;
  -- Members toggle whether uploads are open and whether guests' photos go public at once; the
  -- upload code itself stays the database's, so nobody can swap in a guessable one.
  new."photoSharingSettings" := old."photoSharingSettings"
    || jsonb_build_object('public', coalesce(new."photoSharingSettings" -> 'public', old."photoSharingSettings" -> 'public'))
    || case
         when jsonb_typeof(new."photoSharingSettings" -> 'auto_publish') = 'boolean'
           then jsonb_build_object('auto_publish', new."photoSharingSettings" -> 'auto_publish')
         else '{}'::jsonb
       end;
  if (new.type, new.date, new."moduleActivation") is distinct from (old.type, old.date, old."moduleActivation")
     and not public.is_global_admin() then
    raise exception 'Only a global admin can change the type, date or modules of an event' using errcode = '42501';
  end if;
  return new;
end $function$;

grant execute on function private.guard_event_update() to public;
