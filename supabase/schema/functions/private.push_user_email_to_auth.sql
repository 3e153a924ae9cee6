-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.push_user_email_to_auth

CREATE OR REPLACE FUNCTION private.push_user_email_to_auth()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update auth.users set email = new.email, updated_at = now()
  where id = new.id and lower(email) is distinct from lower(new.email);
  update auth.identities set identity_data = identity_data || jsonb_build_object('email', new.email), updated_at = now()
  where user_id = new.id and provider = 'email' and lower(identity_data ->> 'email') is distinct from lower(new.email);
  return null;
end $function$;

grant execute on function private.push_user_email_to_auth() to public;
