-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.public_media_files

CREATE OR REPLACE FUNCTION private.public_media_files(p_path text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(case when o.name = p_path then 'full' else 'w480' end order by o.name), '[]'::jsonb)
  from storage.objects o
  where p_path is not null and o.bucket_id = 'public-media' and o.name in (p_path, p_path || '.w480.webp')
$function$;

grant execute on function private.public_media_files(p_path text) to public;
