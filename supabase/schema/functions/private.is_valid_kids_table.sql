-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_valid_kids_table

CREATE OR REPLACE FUNCTION private.is_valid_kids_table(p_kids jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  field text;
begin
  if jsonb_typeof(p_kids) is distinct from 'object' then
    return false;
  end if;
  if exists (select 1 from jsonb_object_keys(p_kids) k where k not in ('name', 'guests', 'keys', 'withParents')) then
    return false;
  end if;
  if p_kids ? 'name' then
    if jsonb_typeof(p_kids -> 'name') <> 'string' then
      return false;
    end if;
    if char_length(p_kids ->> 'name') > 100 then
      return false;
    end if;
  end if;
  foreach field in array array['guests', 'keys', 'withParents'] loop
    if p_kids ? field then
      if jsonb_typeof(p_kids -> field) <> 'array' then
        return false;
      end if;
      if jsonb_array_length(p_kids -> field) > 2000 then
        return false;
      end if;
      if exists (select 1 from jsonb_array_elements(p_kids -> field) e
                 where jsonb_typeof(e) <> 'string' or char_length(e #>> '{}') > 300) then
        return false;
      end if;
    end if;
  end loop;
  return true;
end $function$;

grant execute on function private.is_valid_kids_table(p_kids jsonb) to public;
