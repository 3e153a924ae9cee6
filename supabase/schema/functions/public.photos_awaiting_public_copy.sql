-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.photos_awaiting_public_copy

CREATE OR REPLACE FUNCTION public.photos_awaiting_public_copy(p_limit integer DEFAULT 20)
 RETURNS TABLE(url text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select p.url
  from public.photos p
  where p.public and p.file_problem is null
    and exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = p.url)
    and not exists (select 1 from storage.objects o where o.bucket_id = 'public-media' and o.name = p.url)
    and not exists (select 1 from private.refused_public_copies r where r.path = p.url)
  order by p.published_at desc nulls last, p.id
  limit least(greatest(coalesce(p_limit, 20), 0), 100)
$function$;

revoke execute on function public.photos_awaiting_public_copy(p_limit integer) from public;

grant execute on function public.photos_awaiting_public_copy(p_limit integer) to service_role;
