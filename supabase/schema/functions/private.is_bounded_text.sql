-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.is_bounded_text

CREATE OR REPLACE FUNCTION private.is_bounded_text(p_value jsonb, p_max integer, p_required boolean)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when p_value is null or jsonb_typeof(p_value) = 'null' then not p_required
    when jsonb_typeof(p_value) <> 'string' then false
    else char_length(p_value #>> '{}') <= p_max
      and (not p_required or btrim(p_value #>> '{}') <> '')
  end
$function$;

grant execute on function private.is_bounded_text(p_value jsonb, p_max integer, p_required boolean) to public;
