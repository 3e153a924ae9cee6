-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.refuse_truncate

CREATE OR REPLACE FUNCTION private.refuse_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end $function$;

revoke execute on function private.refuse_truncate() from public;
