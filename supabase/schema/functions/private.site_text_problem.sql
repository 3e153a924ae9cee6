-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.site_text_problem

CREATE OR REPLACE FUNCTION private.site_text_problem(p_content jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  list record;
  entry jsonb;
  field record;
  one jsonb;
begin
  if jsonb_typeof(p_content) is distinct from 'object' then
    return null;
  end if;
  for list in select l.key, l.value from jsonb_each(private.site_content_fields()) l loop
    continue when jsonb_typeof(p_content -> list.key) is distinct from 'array';
    for entry in select e.value from jsonb_array_elements(p_content -> list.key) e loop
      continue when jsonb_typeof(entry) <> 'object';
      for field in select f.key, f.value #>> '{}' as kind from jsonb_each(list.value) f
                   where f.value #>> '{}' in ('line', 'text', 'lines') loop
        for one in
          select v.value from jsonb_array_elements(
            case when field.kind = 'lines' and jsonb_typeof(entry -> field.key) = 'array' then entry -> field.key
                 else jsonb_build_array(entry -> field.key) end) v
        loop
          if jsonb_typeof(one) = 'string' and private.has_control_characters(one #>> '{}', field.kind = 'text') then
            return list.key || ' ' || field.key;
          end if;
        end loop;
      end loop;
    end loop;
  end loop;
  return null;
end $function$;

grant execute on function private.site_text_problem(p_content jsonb) to public;
