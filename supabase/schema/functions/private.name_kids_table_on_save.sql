-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.name_kids_table_on_save

CREATE OR REPLACE FUNCTION private.name_kids_table_on_save()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.kids_table := private.name_kids_table(new.kids_table);
  return new;
end $function$;

grant execute on function private.name_kids_table_on_save() to public;
