-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.set_guest_party_size

CREATE OR REPLACE FUNCTION private.set_guest_party_size()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if jsonb_typeof(new.plus_ones) = 'array' then
    new.number := case when new.status = 'declined' then 0 else 1 + jsonb_array_length(new.plus_ones) end;
  end if;
  return new;
end $function$;

grant execute on function private.set_guest_party_size() to public;
