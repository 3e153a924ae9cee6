-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.queue_guest_confirmation

CREATE OR REPLACE FUNCTION private.queue_guest_confirmation()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  guest public.guests;
  v_address text;
  v_name text;
  existing uuid;
  queued uuid;
  content jsonb;
begin
  if not coalesce((select e.guest_confirmations from public.events e where e.id = new.event_id), false) then
    return null;
  end if;

  if new.type = 'rsvp' then
    select g.* into guest from public.guests g
    where g.id = (new.data ->> 'guest_id')::uuid and g.event_id = new.event_id;
    if guest.id is null or private.mail_verdict(new.event_id, guest.email, guest.unsubscribed_at) <> 'ok' then
      return null;
    end if;
    v_address := btrim(guest.email);
    content := jsonb_build_object(
      'kind', 'rsvp', 'status', guest.status, 'number', guest.number,
      'companions', coalesce((select jsonb_agg(p ->> 'name') from jsonb_array_elements(guest.plus_ones) p), '[]'::jsonb));
    -- A confirmation not yet taken by a drain says the latest answer instead.
    select o.id into existing from public.mail_outbox o
    where o.guest_id = guest.id and o.state = 'queued' and o.claim is null
      and o.confirmation ->> 'kind' = 'rsvp'
    limit 1;
    if existing is not null then
      update public.mail_outbox o set confirmation = content where o.id = existing;
      return null;
    end if;
    if not private.mail_fits(new.event_id, v_address) then
      return null;
    end if;
    insert into public.mail_outbox (event_id, guest_id, address, confirmation, recipient_name)
    values (new.event_id, guest.id, v_address, content, left(guest.name, 200))
    returning id into queued;
    perform private.record_in_ledger(array[queued], 'confirmation');
    return null;
  end if;

  -- 'gift_purchase': one row per gift of the checkout, with the address the buyer typed.
  v_address := btrim(coalesce(new.data ->> 'email', ''));
  if private.mail_verdict(new.event_id, v_address, null) <> 'ok' then
    return null;
  end if;
  v_name := left(coalesce(nullif(btrim(new.data ->> 'name'), ''), v_address), 200);
  select o.id into existing from public.mail_outbox o
  where o.event_id = new.event_id and o.state = 'queued' and o.claim is null
    and o.confirmation ->> 'kind' = 'gift' and o.confirmation ->> 'tx' = txid_current()::text
    and lower(o.address) = lower(v_address)
  limit 1;
  if existing is not null then
    update public.mail_outbox o
    set confirmation = jsonb_set(o.confirmation, '{gifts}', (o.confirmation -> 'gifts') || to_jsonb(new.data ->> 'gift_name'))
    where o.id = existing;
    return null;
  end if;
  if not private.mail_fits(new.event_id, v_address) then
    return null;
  end if;
  -- A buyer on the guest list gets their personal link and unsubscribe link too.
  select g.* into guest from public.guests g
  where g.event_id = new.event_id and lower(btrim(g.email)) = lower(v_address) and g.unsubscribed_at is null
  order by g.created_at, g.id limit 1;
  insert into public.mail_outbox (event_id, guest_id, address, confirmation, recipient_name)
  values (new.event_id, guest.id, v_address,
          jsonb_build_object('kind', 'gift', 'tx', txid_current()::text,
                             'gifts', jsonb_build_array(new.data ->> 'gift_name')),
          v_name)
  returning id into queued;
  perform private.record_in_ledger(array[queued], 'confirmation');
  return null;
end $function$;

revoke execute on function private.queue_guest_confirmation() from public;
