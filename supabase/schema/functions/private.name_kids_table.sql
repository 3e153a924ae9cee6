-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.name_kids_table

CREATE OR REPLACE FUNCTION private.name_kids_table(p_kids jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when jsonb_typeof(p_kids) = 'object'
      and (not p_kids ? 'name' or (jsonb_typeof(p_kids -> 'name') = 'string' and btrim(p_kids ->> 'name') = ''))
    then p_kids || '{"name": "Table des enfants"}'::jsonb
    else p_kids end
$function$;

grant execute on function private.name_kids_table(p_kids jsonb) to public;
