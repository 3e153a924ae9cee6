-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.require_module

CREATE OR REPLACE FUNCTION private.require_module()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.module_enabled(new.event_id, tg_argv[0]) then
    raise exception 'This event does not have the % module activated', replace(tg_argv[0], '-', ' ')
      using errcode = 'EV005', hint = 'module_disabled';
  end if;
  return new;
end $function$;

grant execute on function private.require_module() to public;
