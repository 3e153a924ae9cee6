-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.get_photo_wall

CREATE OR REPLACE FUNCTION public.get_photo_wall(p_ref text, p_since timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
  perform private.require_read_rate('photo_wall', coalesce(found_id::text, 'ref'), 300);
  if found_id is null then
    return null;
  end if;
  if not private.module_enabled(found_id, 'photo-sharing') then
    return jsonb_build_object('event_id', found_id, 'photos', '[]'::jsonb, 'ids', '[]'::jsonb);
  end if;
  return jsonb_build_object(
    'event_id', found_id,
    'photos', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'published_at', p.published_at) order by p.published_at desc, p.id)
      from (select * from public.photos p
            where p.event_id = found_id and p.public and (p_since is null or p.published_at > p_since)
            order by p.published_at desc, p.id limit 2000) p), '[]'::jsonb),
    'ids', coalesce((
      select jsonb_agg(p.id order by p.published_at desc, p.id)
      from (select p.id, p.published_at from public.photos p
            where p.event_id = found_id and p.public
            order by p.published_at desc, p.id limit 2000) p), '[]'::jsonb));
end $function$;

revoke execute on function public.get_photo_wall(p_ref text, p_since timestamp with time zone) from public;

grant execute on function public.get_photo_wall(p_ref text, p_since timestamp with time zone) to anon, authenticated, service_role;
