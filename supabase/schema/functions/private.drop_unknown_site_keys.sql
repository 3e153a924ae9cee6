-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.drop_unknown_site_keys

CREATE OR REPLACE FUNCTION private.drop_unknown_site_keys(p_content jsonb)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when jsonb_typeof(p_content) is distinct from 'object' then p_content else
    coalesce((
      select jsonb_object_agg(l.key,
        case when jsonb_typeof(l.value) = 'array' and private.site_content_fields() ? l.key then
          coalesce((
            select jsonb_agg(
              case when jsonb_typeof(e.value) = 'object' then
                coalesce((select jsonb_object_agg(f.key, f.value) from jsonb_each(e.value) f
                          where (private.site_content_fields() -> l.key) ? f.key), '{}'::jsonb)
              else e.value end
              order by e.position)
            from jsonb_array_elements(l.value) with ordinality e(value, position)), '[]'::jsonb)
        else l.value end)
      from jsonb_each(p_content) l), '{}'::jsonb)
  end
$function$;

grant execute on function private.drop_unknown_site_keys(p_content jsonb) to public;
