-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.delete_auth_account

CREATE OR REPLACE FUNCTION private.delete_auth_account()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  delete from auth.users where id = old.id;
  return null;
end $function$;

grant execute on function private.delete_auth_account() to public;
