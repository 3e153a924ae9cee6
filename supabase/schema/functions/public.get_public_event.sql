-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.get_public_event

CREATE OR REPLACE FUNCTION public.get_public_event(p_ref text)
 RETURNS TABLE(id uuid, slug text, name text, type public.event_type, date timestamp with time zone, location text, spouse1 text, spouse2 text, person text, "websiteSettings" jsonb, "moduleActivation" jsonb, photo_uploads_open boolean, gifts jsonb, photos jsonb, table_plan_published boolean, rsvp_deadline date, "siteContent" jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found_id uuid := private.resolve_event_ref(p_ref);
begin
  perform private.require_read_rate('public_event', coalesce(found_id::text, 'ref'), 600);
  return query
  select
    e.id, e.slug, e.name, e.type, e.date, e.location, e.spouse1, e.spouse2, e.person,
    case when jsonb_typeof(e."websiteSettings" -> 'bg_image') = 'string'
      then e."websiteSettings"
        || jsonb_build_object('bg_image_files', private.public_media_files(e."websiteSettings" ->> 'bg_image'))
      else e."websiteSettings" end,
    e."moduleActivation",
    coalesce((e."photoSharingSettings" ->> 'public')::boolean, false)
      and private.module_enabled(e.id, 'photo-sharing'),
    case when private.module_enabled(e.id, 'gifts') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', g.id, 'name', g.name, 'description', g.description, 'amount', g.amount,
        'image_url', g.image_url, 'status', g.status,
        'image_files', private.public_media_files(g.image_url)) order by g.created_at, g.id)
      from public.gifts g where g.event_id = e.id), '[]'::jsonb)
    else '[]'::jsonb end,
    case when private.module_enabled(e.id, 'photo-sharing') then coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', p.id, 'url', p.url, 'uploader_name', p.uploader_name, 'caption', p.caption,
        'uploaded_at', p.uploaded_at, 'files', private.public_media_files(p.url))
        order by p.uploaded_at desc, p.id)
      from public.photos p where p.event_id = e.id and p.public), '[]'::jsonb)
    else '[]'::jsonb end,
    exists (select 1 from public.table_plans t where t.event_id = e.id and t.published),
    case when private.module_enabled(e.id, 'guests') then e.rsvp_deadline end,
    -- "shown": whether the page has any of these sections to show, so the page's first load
    -- decides where to keep their room with one property read.
    (select c || jsonb_build_object('shown',
       c -> 'programme' <> '[]'::jsonb or c -> 'sections' <> '[]'::jsonb or c -> 'faq' <> '[]'::jsonb)
     from (select
      jsonb_build_object(
        'programme', coalesce((
          select jsonb_agg(i.value order by i.value ->> 'at', i.position)
          from jsonb_array_elements(coalesce(e."siteContent" -> 'programme', '[]')) with ordinality i(value, position)
        ), '[]'::jsonb),
        'sections', coalesce((
          select jsonb_agg(s.value order by s.position)
          from jsonb_array_elements(coalesce(e."siteContent" -> 'sections', '[]')) with ordinality s(value, position)
          where (s.value -> 'visible') = 'true'::jsonb
        ), '[]'::jsonb),
        'faq', coalesce(e."siteContent" -> 'faq', '[]'::jsonb),
        'questions', case when private.module_enabled(e.id, 'guests')
          then coalesce(e."siteContent" -> 'questions', '[]'::jsonb) else '[]'::jsonb end
      ) as c) built)
  from public.events e
  where e.id = found_id;
end $function$;

grant execute on function public.get_public_event(p_ref text) to public, anon, authenticated, service_role;
