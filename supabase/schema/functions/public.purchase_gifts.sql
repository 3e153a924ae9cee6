-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.purchase_gifts

CREATE OR REPLACE FUNCTION public.purchase_gifts(p_gift_ids uuid[], p_email text, p_name text DEFAULT NULL::text)
 RETURNS TABLE(id uuid, name text, amount numeric)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  cart_max constant integer := 5;
  email_daily_max constant integer := 5;
  client_daily_max constant integer := 20;
  wanted uuid[] := array(select distinct x from unnest(coalesce(p_gift_ids, '{}'::uuid[])) x where x is not null);
  email text := lower(btrim(coalesce(p_email, '')));
  digest bytea;
  v_client text := private.request_client();
  buyer text;
  reserved integer;
  locked public.gifts[];
  gift public.gifts;
  event uuid;
  hourly integer;
  wait integer;
begin
  if cardinality(wanted) = 0 then
    raise exception 'The cart is empty' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if cardinality(wanted) > cart_max then
    raise exception 'Un panier contient au plus % cadeaux.', cart_max using errcode = 'EV019', hint = 'cart_too_large';
  end if;
  if length(coalesce(p_email, '')) > 254 or email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'A valid e-mail address is required' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  buyer := coalesce(nullif(left(btrim(coalesce(p_name, '')), 200), ''), email);
  digest := sha256(convert_to(email, 'UTF8'));

  select min(g.event_id::text)::uuid into event from public.gifts g where g.id = any(wanted);
  if event is not null then
    perform private.require_attempts_left('purchase', event::text, 5, 50, interval '10 minutes');
    -- One checkout of this address (and of this client) at a time, so the sums below hold.
    perform pg_advisory_xact_lock(hashtextextended('gift_reservations:' || event::text || ':' || v_client, 0));
    perform pg_advisory_xact_lock(hashtextextended('gift_reservations:' || event::text || ':' || encode(digest, 'hex'), 0));
    select coalesce(sum(r.gift_count), 0) into reserved from private.gift_reservations r
    where r.event_id = event and r.client = v_client and r.at > now() - interval '1 day';
    if reserved + cardinality(wanted) > client_daily_max then
      raise exception 'Trop de cadeaux réservés depuis cette connexion aujourd''hui (% par jour). Réessayez demain.',
        client_daily_max using errcode = 'EV020', hint = 'purchase_limit_reached';
    end if;
    select coalesce(sum(r.gift_count), 0) into reserved from private.gift_reservations r
    where r.event_id = event and r.email_digest = digest and r.at > now() - interval '1 day';
    if reserved >= email_daily_max then
      raise exception 'Cette adresse e-mail a déjà réservé % cadeaux aujourd''hui, le maximum par jour. Réessayez demain.',
        email_daily_max using errcode = 'EV020', hint = 'purchase_limit_reached';
    elsif reserved + cardinality(wanted) > email_daily_max then
      raise exception 'Cette adresse e-mail ne peut plus réserver que % aujourd''hui (% par jour) : retirez-en de votre panier.',
        case when email_daily_max - reserved = 1 then '1 cadeau' else (email_daily_max - reserved) || ' cadeaux' end,
        email_daily_max using errcode = 'EV020', hint = 'purchase_limit_reached';
    end if;
    -- The event's hourly rate, whoever reserves: one checkout of the event at a time, so the sum holds.
    perform pg_advisory_xact_lock(hashtextextended('gift_reservations:' || event::text, 0));
    hourly := private.gift_reservations_per_hour(event);
    select coalesce(sum(r.gift_count), 0) into reserved from private.gift_reservations r
    where r.event_id = event and r.at > now() - interval '1 hour';
    if reserved + cardinality(wanted) > hourly then
      wait := private.gift_rate_wait(event, reserved + cardinality(wanted) - hourly);
      if reserved >= hourly then
        raise exception 'Beaucoup de cadeaux ont été réservés depuis une heure : la liste fait une pause. Réessayez dans % %.',
          wait, case when wait = 1 then 'minute' else 'minutes' end
          using errcode = 'EV061', hint = 'gift_rate_limited';
      end if;
      raise exception 'Beaucoup de cadeaux ont été réservés depuis une heure : vous pouvez encore en réserver % maintenant. Retirez-en de votre panier, ou réessayez dans % %.',
        hourly - reserved, wait, case when wait = 1 then 'minute' else 'minutes' end
        using errcode = 'EV061', hint = 'gift_rate_limited';
    end if;
  end if;

  perform 1 from public.gifts g where g.id = any(wanted) order by g.id for update;
  select array_agg(g order by g.id) into locked from public.gifts g where g.id = any(wanted);
  if coalesce(cardinality(locked), 0) <> cardinality(wanted) then
    raise exception 'Gift not found' using errcode = 'EV009', hint = 'gift_not_found';
  end if;
  if exists (select 1 from unnest(locked) g where g.event_id <> event) then
    raise exception 'A cart holds gifts of one event' using errcode = 'EV009', hint = 'invalid_input';
  end if;
  if not private.module_enabled(event, 'gifts') then
    raise exception 'This event does not have the gifts module activated' using errcode = 'EV005', hint = 'module_disabled';
  end if;
  if exists (select 1 from unnest(locked) g where g.status <> 'available') then
    raise exception 'This gift has already been purchased' using errcode = 'EV003', hint = 'gift_unavailable',
      detail = (select string_agg(g.name, ', ' order by g.name) from unnest(locked) g where g.status <> 'available');
  end if;

  update public.gifts g set status = 'purchased' where g.id = any(wanted);
  perform private.record_attempt('purchase', event::text);
  delete from private.gift_reservations r where r.at < now() - interval '1 day';
  insert into private.gift_reservations (event_id, email_digest, client, gift_count)
  values (event, digest, v_client, cardinality(wanted));
  foreach gift in array locked loop
    perform private.record_activity(event, 'gift_purchase', jsonb_build_object(
      'name', buyer, 'gift_name', gift.name, 'gift_id', gift.id, 'email', email));
    perform private.notify_event_members(event, 'gift_purchased', jsonb_build_object(
      'purchaserName', buyer, 'giftName', gift.name, 'gift_id', gift.id));
    id := gift.id;
    name := gift.name;
    amount := gift.amount;
    return next;
  end loop;
end $function$;

grant execute on function public.purchase_gifts(p_gift_ids uuid[], p_email text, p_name text) to public, anon, authenticated, service_role;
