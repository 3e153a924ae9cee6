-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.keep_guest_party_allowance

CREATE OR REPLACE FUNCTION private.keep_guest_party_allowance()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if jsonb_typeof(new.plus_ones) is distinct from 'array' or new.max_party_size is null then
    return new;
  end if;
  if new.max_party_size >= 1 then
    new.max_party_size := greatest(new.max_party_size, least(21, 1 + jsonb_array_length(new.plus_ones)));
  end if;
  return new;
end $function$;

grant execute on function private.keep_guest_party_allowance() to public;
