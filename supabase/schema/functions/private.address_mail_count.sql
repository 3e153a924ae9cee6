-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.address_mail_count

CREATE OR REPLACE FUNCTION private.address_mail_count(p_event_id uuid, p_address text)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select count(*)::integer from private.mail_ledger l
  where l.event_id = p_event_id and l.address = lower(btrim(coalesce(p_address, '')))
    and l.at > now() - interval '24 hours'
$function$;

revoke execute on function private.address_mail_count(p_event_id uuid, p_address text) from public;
