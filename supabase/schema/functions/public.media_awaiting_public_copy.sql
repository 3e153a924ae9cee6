-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.media_awaiting_public_copy

CREATE OR REPLACE FUNCTION public.media_awaiting_public_copy(p_limit integer DEFAULT 20)
 RETURNS TABLE(url text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select c.url
  from (
    select p.url, p.published_at as at from public.photos p where p.public and p.file_problem is null
    union
    select g.image_url, g.created_at from public.gifts g where g.image_url is not null
    union
    select e."websiteSettings" ->> 'bg_image', e.created_at from public.events e
    where coalesce(e."websiteSettings" ->> 'bg_image', '') <> ''
  ) c
  where exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = c.url)
    and not exists (select 1 from storage.objects o where o.bucket_id = 'public-media' and o.name = c.url)
    and not exists (select 1 from private.refused_public_copies r where r.path = c.url)
    and private.is_public_media(c.url)
  order by c.at desc nulls last, c.url
  limit least(greatest(coalesce(p_limit, 20), 0), 100)
$function$;

revoke execute on function public.media_awaiting_public_copy(p_limit integer) from public;

grant execute on function public.media_awaiting_public_copy(p_limit integer) to service_role;
