-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.vegetarian_options_problem

CREATE OR REPLACE FUNCTION private.vegetarian_options_problem(p_content jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  entry jsonb;
  marked jsonb;
begin
  if jsonb_typeof(p_content -> 'questions') is distinct from 'array' then
    return null;
  end if;
  for entry in select value from jsonb_array_elements(p_content -> 'questions') loop
    marked := entry -> 'vegetarian';
    if marked is null or jsonb_typeof(marked) = 'null' then
      continue;
    end if;
    if entry ->> 'kind' <> 'menu' then
      return 'only a menu choice has vegetarian options';
    end if;
    if jsonb_typeof(marked) <> 'array'
       or exists (select 1 from jsonb_array_elements(marked) o
                  where jsonb_typeof(o.value) <> 'string'
                     or not coalesce((entry -> 'options') @> jsonb_build_array(o.value), false)) then
      return 'a vegetarian option is one the menu offers';
    end if;
  end loop;
  return null;
end $function$;

grant execute on function private.vegetarian_options_problem(p_content jsonb) to public;
