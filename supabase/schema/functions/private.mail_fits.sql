-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.mail_fits

CREATE OR REPLACE FUNCTION private.mail_fits(p_event_id uuid, p_address text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caps jsonb := private.mail_caps();
  counts record;
begin
  select * into counts from private.mail_counts(p_event_id);
  return counts.event_sent < (caps ->> 'per_event')::integer
    and counts.account_sent < (caps ->> 'per_account')::integer
    and private.address_mail_count(p_event_id, p_address) < (caps ->> 'per_address')::integer;
end $function$;

revoke execute on function private.mail_fits(p_event_id uuid, p_address text) from public;
