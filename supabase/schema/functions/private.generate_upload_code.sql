-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.generate_upload_code

CREATE OR REPLACE FUNCTION private.generate_upload_code()
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  alphabet constant text := 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  code text;
  random_bytes bytea;
  position_in_uuid int;
  value int;
begin
  loop
    code := '';
    while length(code) < 6 loop
      random_bytes := uuid_send(gen_random_uuid());
      foreach position_in_uuid in array array[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15] loop
        value := get_byte(random_bytes, position_in_uuid);
        if value < 252 and length(code) < 6 then
          code := code || substr(alphabet, value % 36 + 1, 1);
        end if;
      end loop;
    end loop;
    exit when not exists (select 1 from public.events where "photoSharingSettings" ->> 'upload_code' = code);
  end loop;
  return code;
end $function$;

grant execute on function private.generate_upload_code() to public;
