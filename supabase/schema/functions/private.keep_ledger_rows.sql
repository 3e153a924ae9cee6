-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.keep_ledger_rows

CREATE OR REPLACE FUNCTION private.keep_ledger_rows()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'DELETE' and old.at < now() - interval '2 days' then
    return old;
  end if;
  raise exception 'The mail ledger is append-only' using errcode = '42501';
end $function$;

revoke execute on function private.keep_ledger_rows() from public;
