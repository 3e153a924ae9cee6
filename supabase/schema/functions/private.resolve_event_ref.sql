-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.resolve_event_ref

CREATE OR REPLACE FUNCTION private.resolve_event_ref(p_ref text)
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  ref text := btrim(coalesce(p_ref, ''));
  found_id uuid;
begin
  if ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select e.id into found_id from public.events e where e.id = ref::uuid;
  elsif position('.' in ref) > 0 then
    select d.event_id into found_id from public.custom_domains d where lower(d.domain) = lower(ref);
  elsif ref <> '' then
    select e.id into found_id from public.events e where lower(e.slug) = lower(ref);
    if found_id is null then
      select f.event_id into found_id from public.event_former_slugs f where f.slug = lower(ref);
    end if;
  end if;
  return found_id;
end $function$;

revoke execute on function private.resolve_event_ref(p_ref text) from public;
