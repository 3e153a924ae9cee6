-- Photos published without the team's browser (a guest's upload on an event that auto-publishes
-- guest photos) have no copy in the public bucket: the every-minute job api/copy-public-photos
-- makes it with the service role, from the stored file in `media`, so the guest page reads them
-- from stable URLs like the photos the team publishes.
--
-- What the job may copy is what may_publish_media allows the team: a public photo's own stored
-- file. Only those whose file is stored (one missing never holds the queue), newest first, bounded.
create function public.photos_awaiting_public_copy(p_limit integer default 20)
returns table (url text)
language sql stable security definer set search_path = '' as $$
  select p.url
  from public.photos p
  where p.public
    and exists (select 1 from storage.objects o where o.bucket_id = 'media' and o.name = p.url)
    and not exists (select 1 from storage.objects o where o.bucket_id = 'public-media' and o.name = p.url)
  order by p.published_at desc nulls last, p.id
  limit least(greatest(coalesce(p_limit, 20), 0), 100)
$$;

revoke execute on function public.photos_awaiting_public_copy(integer) from public, anon, authenticated;
grant execute on function public.photos_awaiting_public_copy(integer) to service_role;
