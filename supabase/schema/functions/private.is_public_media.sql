-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_public_media

CREATE OR REPLACE FUNCTION private.is_public_media(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
           select 1 from public.photos p
           where p.url = p_name and p.public and private.module_enabled(p.event_id, 'photo-sharing'))
      or exists (
           select 1 from public.gifts g
           where g.image_url = p_name and private.module_enabled(g.event_id, 'gifts'))
      or exists (
           select 1 from public.events e
           where e.id = private.media_path_event(p_name) and e."websiteSettings" ->> 'bg_image' = p_name)
$function$;

grant execute on function private.is_public_media(p_name text) to public;
