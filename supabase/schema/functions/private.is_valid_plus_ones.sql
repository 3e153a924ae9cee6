-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_valid_plus_ones

CREATE OR REPLACE FUNCTION private.is_valid_plus_ones(p_plus_ones jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  item jsonb;
begin
  if jsonb_typeof(p_plus_ones) is distinct from 'array' then
    return false;
  end if;
  for item in select value from jsonb_array_elements(p_plus_ones) loop
    if jsonb_typeof(item) <> 'object'
       or jsonb_typeof(item -> 'name') is distinct from 'string'
       or btrim(item ->> 'name') = ''
       or length(item ->> 'name') > 200
       or coalesce(item ->> 'age', '') not in ('adult', 'kid')
       or jsonb_typeof(item -> 'vegetarian') is distinct from 'boolean'
       or exists (select 1 from jsonb_object_keys(item) as k where k not in ('name', 'age', 'vegetarian')) then
      return false;
    end if;
  end loop;
  return true;
end $function$;

grant execute on function private.is_valid_plus_ones(p_plus_ones jsonb) to public;
