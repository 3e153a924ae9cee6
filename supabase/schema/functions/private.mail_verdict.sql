-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.mail_verdict

CREATE OR REPLACE FUNCTION private.mail_verdict(p_event_id uuid, p_email text, p_unsubscribed_at timestamp with time zone)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case
    when p_unsubscribed_at is not null then 'unsubscribed'
    when nullif(btrim(coalesce(p_email, '')), '') is null then 'no_address'
    when exists (select 1 from private.mail_suppressions s
                 where s.event_id = p_event_id and s.address = lower(btrim(p_email))) then 'unsubscribed'
    when exists (select 1 from private.mail_account_suppressions s
                 where s.account_id = private.mail_account(p_event_id) and s.address = lower(btrim(p_email))) then 'unsubscribed'
    when not private.is_contact_email(btrim(p_email)) then 'invalid'
    else 'ok'
  end
$function$;

revoke execute on function private.mail_verdict(p_event_id uuid, p_email text, p_unsubscribed_at timestamp with time zone) from public;
