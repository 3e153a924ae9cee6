-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.claim_guest_mails

CREATE OR REPLACE FUNCTION public.claim_guest_mails(p_limit integer, p_event_id uuid DEFAULT NULL::uuid)
 RETURNS TABLE(id uuid, claim uuid, attempts integer, address text, guest_name text, invitation_token text, kind public.mail_kind, subject text, body text, event jsonb, confirmation jsonb)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  v_claim uuid := gen_random_uuid();
begin
  return query
  with picked as (
    select o.id from public.mail_outbox o
    where o.state = 'queued' and o.next_attempt_at <= now()
      and (p_event_id is null or o.event_id = p_event_id)
    order by o.next_attempt_at, o.id
    limit least(greatest(coalesce(p_limit, 50), 1), 200)
    for update skip locked
  ), claimed as (
    update public.mail_outbox o
    set claim = v_claim, attempts = o.attempts + 1, next_attempt_at = now() + interval '2 minutes'
    from picked where o.id = picked.id
    returning o.id, o.attempts, o.address, o.guest_id, o.mailing_id, o.event_id, o.confirmation, o.recipient_name
  )
  select c.id, v_claim, c.attempts, c.address, coalesce(g.name, c.recipient_name, ''), g.invitation_token,
         m.kind, m.subject, m.body,
         jsonb_build_object(
           'id', e.id, 'slug', e.slug, 'name', e.name, 'type', e.type, 'spouse1', e.spouse1,
           'spouse2', e.spouse2, 'person', e.person, 'date', e.date, 'location', e.location,
           'contact_email', e."websiteSettings" -> 'contactEmail', 'rsvp_deadline', e.rsvp_deadline,
           'gift_instructions', e."websiteSettings" -> 'giftInstructions'),
         c.confirmation
  from claimed c
  left join public.mailings m on m.id = c.mailing_id
  left join public.guests g on g.id = c.guest_id
  join public.events e on e.id = c.event_id;
end $function$;

revoke execute on function public.claim_guest_mails(p_limit integer, p_event_id uuid) from public;

grant execute on function public.claim_guest_mails(p_limit integer, p_event_id uuid) to service_role;
