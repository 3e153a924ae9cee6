-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.mail_counts

CREATE OR REPLACE FUNCTION private.mail_counts(p_event_id uuid, OUT event_sent integer, OUT account_sent integer)
 RETURNS record
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select
    (select count(*)::integer from private.mail_ledger l
     where l.event_id = p_event_id and l.at > now() - interval '24 hours'),
    (select count(*)::integer from private.mail_ledger l
     where l.account_id = private.mail_account(p_event_id) and l.at > now() - interval '24 hours')
$function$;

revoke execute on function private.mail_counts(p_event_id uuid, OUT event_sent integer, OUT account_sent integer) from public;
