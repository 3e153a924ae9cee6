-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.name_list

CREATE OR REPLACE FUNCTION private.name_list(p_names text[])
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when cardinality(p_names) <= 5 then array_to_string(p_names, ', ')
    else array_to_string(p_names[1:5], ', ') || format(' and %s more', cardinality(p_names) - 5)
  end
$function$;

revoke execute on function private.name_list(p_names text[]) from public;
