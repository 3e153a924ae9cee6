-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.can_write_event_media

CREATE OR REPLACE FUNCTION private.can_write_event_media(p_name text)
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.can_read_event_media(p_name)
     and split_part(p_name, '/', 3) in ('website', 'gifts', 'photos')
     and split_part(p_name, '/', 4) <> ''
     and (split_part(p_name, '/', 1) = auth.uid()::text
          or split_part(p_name, '/', 1) = (
            select e.user_id::text from public.events e where e.id = private.media_path_event(p_name)))
$function$;

grant execute on function private.can_write_event_media(p_name text) to public;
