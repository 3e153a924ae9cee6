-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.require_guests_module

CREATE OR REPLACE FUNCTION private.require_guests_module(p_event_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.module_enabled(p_event_id, 'guests') then
    raise exception 'This event does not have the guests module activated'
      using errcode = 'EV005', hint = 'module_disabled';
  end if;
end $function$;

grant execute on function private.require_guests_module(p_event_id uuid) to public;
