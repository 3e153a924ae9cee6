-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.record_in_ledger

CREATE OR REPLACE FUNCTION private.record_in_ledger(p_outbox_ids uuid[], p_kind text)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  insert into private.mail_ledger (event_id, account_id, address, kind, outbox_id)
  select o.event_id, private.mail_account(o.event_id), lower(btrim(o.address)), p_kind, o.id
  from public.mail_outbox o where o.id = any(p_outbox_ids);
  -- Rows past every window are forgotten (the append-only trigger lets only those go).
  delete from private.mail_ledger l where l.at < now() - interval '2 days';
$function$;

revoke execute on function private.record_in_ledger(p_outbox_ids uuid[], p_kind text) from public;
