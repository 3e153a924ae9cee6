-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.has_public_copy

CREATE OR REPLACE FUNCTION private.has_public_copy(p_path text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1 from storage.objects o
    where o.bucket_id = 'public-media' and o.name in (p_path, p_path || '.w480.webp'))
$function$;

grant execute on function private.has_public_copy(p_path text) to public;
