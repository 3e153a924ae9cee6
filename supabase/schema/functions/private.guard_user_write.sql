-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.guard_user_write

CREATE OR REPLACE FUNCTION private.guard_user_write()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- Addresses are compared as sign-in does: trimmed and lower-cased.
  new.email := lower(btrim(new.email));
  if private.is_trusted_caller() or public.is_global_admin() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.role <> 'user' then
      raise exception 'Only a global admin can change a role' using errcode = '42501';
    end if;
    if lower(new.email) is distinct from lower(auth.email()) then
      raise exception 'A profile must use the e-mail address you signed in with' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.role is distinct from old.role then
    raise exception 'Only a global admin can change a role' using errcode = '42501';
  end if;
  if new.email is distinct from old.email then
    raise exception 'Only a global admin can change an e-mail address' using errcode = '42501';
  end if;
  if new.id is distinct from old.id or new.created_at is distinct from old.created_at then
    raise exception 'The id and creation date of a user cannot change' using errcode = '42501';
  end if;
  return new;
end $function$;

grant execute on function private.guard_user_write() to public;
