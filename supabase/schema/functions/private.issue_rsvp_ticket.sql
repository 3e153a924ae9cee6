-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.issue_rsvp_ticket

CREATE OR REPLACE FUNCTION private.issue_rsvp_ticket(p_guest_id uuid, p_event_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  ticket text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
begin
  delete from private.rsvp_tickets where expires_at <= now();
  insert into private.rsvp_tickets (ticket_hash, guest_id, event_id, expires_at)
  values (sha256(convert_to(ticket, 'UTF8')), p_guest_id, p_event_id, now() + interval '1 hour');
  return ticket;
end $function$;

revoke execute on function private.issue_rsvp_ticket(p_guest_id uuid, p_event_id uuid) from public;
