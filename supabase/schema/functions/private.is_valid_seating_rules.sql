-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_valid_seating_rules

CREATE OR REPLACE FUNCTION private.is_valid_seating_rules(p_rules jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  rule jsonb;
  kind text;
begin
  if jsonb_typeof(p_rules) is distinct from 'object'
     or exists (select 1 from jsonb_object_keys(p_rules) k where k not in ('together', 'apart')) then
    return false;
  end if;
  foreach kind in array array['together', 'apart'] loop
    if p_rules ? kind then
      if jsonb_typeof(p_rules -> kind) <> 'array' or jsonb_array_length(p_rules -> kind) > 500 then
        return false;
      end if;
      for rule in select value from jsonb_array_elements(p_rules -> kind) loop
        if jsonb_typeof(rule) <> 'object'
           or jsonb_typeof(rule -> 'keys') is distinct from 'array'
           or jsonb_array_length(rule -> 'keys') not between 2 and 50
           or exists (select 1 from jsonb_array_elements(rule -> 'keys') k
                      where jsonb_typeof(k) <> 'string' or length(k #>> '{}') > 300)
           or (kind = 'together' and (jsonb_typeof(rule -> 'weight') is distinct from 'number'
                                      or (rule ->> 'weight')::numeric not between 1 and 100)) then
          return false;
        end if;
      end loop;
    end if;
  end loop;
  return true;
end $function$;

grant execute on function private.is_valid_seating_rules(p_rules jsonb) to public;
