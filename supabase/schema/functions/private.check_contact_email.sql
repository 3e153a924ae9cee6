-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.check_contact_email

CREATE OR REPLACE FUNCTION private.check_contact_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  contact jsonb := new."websiteSettings" -> 'contactEmail';
  address text;
begin
  if contact is null then
    return new;
  end if;
  if jsonb_typeof(contact) <> 'string' then
    raise exception 'Please enter a valid contact e-mail address.'
      using errcode = 'EV021', hint = 'invalid_contact_email';
  end if;
  address := btrim(contact #>> '{}', E' \t\r\n');
  if address <> '' and not private.is_contact_email(address) then
    raise exception 'Please enter a valid contact e-mail address.'
      using errcode = 'EV021', hint = 'invalid_contact_email';
  end if;
  new."websiteSettings" := jsonb_set(new."websiteSettings", '{contactEmail}', to_jsonb(address));
  return new;
end $function$;

grant execute on function private.check_contact_email() to public;
