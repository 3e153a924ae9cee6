-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.event_label

CREATE OR REPLACE FUNCTION private.event_label(p_event public.events)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    nullif(btrim(p_event.name), ''),
    case when p_event.type = 'wedding'
         then nullif(concat_ws(' & ', nullif(btrim(p_event.spouse1), ''), nullif(btrim(p_event.spouse2), '')), '')
         else nullif(btrim(p_event.person), '') end,
    'Unnamed event')
$function$;

grant execute on function private.event_label(p_event public.events) to public;
