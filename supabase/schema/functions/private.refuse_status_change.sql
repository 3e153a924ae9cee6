-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.refuse_status_change

CREATE OR REPLACE FUNCTION private.refuse_status_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    raise exception 'A membership turns active only when its invitee accepts the invitation'
      using errcode = '42501';
  end if;
  return new;
end $function$;

grant execute on function private.refuse_status_change() to public;
