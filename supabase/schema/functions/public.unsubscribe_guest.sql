-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.unsubscribe_guest

CREATE OR REPLACE FUNCTION public.unsubscribe_guest(p_event_ref text, p_token text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_event uuid := private.resolve_event_ref(left(coalesce(p_event_ref, ''), 300));
  found public.guests;
  wait integer;
  title text;
  v_account uuid;
  v_address text;
begin
  if char_length(coalesce(p_token, '')) between 1 and 100 then
    select g.* into found from public.guests g where g.invitation_token = btrim(p_token);
  end if;
  wait := private.judge_guess('unsubscribe', coalesce(v_event::text, 'unknown'), found.id is not null, 20, 300, null,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  v_event := found.event_id;
  v_account := private.mail_account(v_event);
  v_address := lower(btrim(coalesce(found.email, '')));

  update public.guests g set unsubscribed_at = coalesce(g.unsubscribed_at, now()) where g.id = found.id;
  if v_address <> '' then
    insert into private.mail_suppressions (event_id, address) values (v_event, v_address)
    on conflict do nothing;
    insert into private.mail_account_suppressions (account_id, address, event_id) values (v_account, v_address, v_event)
    on conflict do nothing;
  end if;
  -- What was queued for them is not sent, by this event or another of the account's.
  update public.mail_outbox o set state = 'failed', last_error = 'Unsubscribed', claim = null
  where o.state = 'queued'
    and (o.guest_id = found.id
         or (v_address <> '' and lower(btrim(o.address)) = v_address
             and o.event_id in (select e.id from public.events e where coalesce(e.user_id, e.id) = v_account)));

  select coalesce(nullif(btrim(e.name), ''),
                  case when e.type = 'wedding' then concat_ws(' & ', nullif(btrim(e.spouse1), ''), nullif(btrim(e.spouse2), ''))
                       else nullif(btrim(e.person), '') end, '')
  into title from public.events e where e.id = v_event;
  return jsonb_build_array(jsonb_build_object('event_name', title));
end $function$;

grant execute on function public.unsubscribe_guest(p_event_ref text, p_token text) to public, anon, authenticated, service_role;
