-- Guests' look-ups count misses only, so a flood of wrong tries no longer locks real guests out.
-- Before, every attempt counted and the caps were checked before the answer: 320 look-ups from
-- 16 networks refused every guest of the event, valid invitation links included, and 210 wrong
-- upload codes refused the right one for 15 minutes.
--
-- Now, for the upload code, the RSVP name, the invitation link and find-my-table:
-- - a right answer (the event's code, a listed name, a valid link) is never counted and always
--   passes, whoever else is guessing and even from a network that sent wrong ones (a crowd at
--   the venue shares one address);
-- - a wrong answer is counted per client and per event, and past the limit (as before: codes
--   10 per client and 200 per event in 15 minutes; names, links and tables 20 and 300 in 10)
--   it is answered EV013 'Trop de tentatives. Réessayez dans N minutes.';
-- - one client that keeps guessing past 100 misses in the window is refused outright, right
--   answers included, until the window passes: a right answer passing is what a guesser is
--   after, so without this one address could try names and codes without end. Invitation
--   links (128 random bits) have no such ceiling: they cannot be guessed.
--
-- Misses past the limits are still recorded (up to the ceiling), so a guesser who keeps going
-- keeps the window open. Refusing a miss therefore answers an error as a result with HTTP 400
-- (private.answer_error) instead of raising, which would roll the record back: the RSVP and
-- table look-ups answer jsonb for that, the same JSON as before on success.

-- Minutes until the row at `p_offset` (0 = oldest) of this scope (of this client, when given)
-- leaves the window: when that many have left, the count is back under the limit.
create function private.attempts_expiry(
  p_kind text, p_scope text, p_client text, p_offset integer, p_window interval
) returns integer
language sql stable security definer set search_path = '' as $$
  select coalesce((
    select greatest(1, ceil(extract(epoch from (a.at + p_window - now())) / 60))::integer
    from private.guest_attempts a
    where a.kind = p_kind and a.scope = p_scope and (p_client is null or a.client = p_client)
      and a.at > now() - p_window
    order by a.at
    offset greatest(p_offset, 0)
    limit 1), 1)
$$;

-- Judges one answered guess: null when it gets its answer (a hit, or a miss within the limits),
-- else the minutes to wait (EV013). Counts the miss.
create function private.judge_guess(
  p_kind text,
  p_scope text,
  p_hit boolean,
  p_client_max integer,
  p_scope_max integer,
  -- Misses past which the client is refused outright; null: never (unguessable secrets).
  p_client_ceiling integer,
  p_window interval
) returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_client text := private.request_client();
  since timestamptz := now() - p_window;
  mine integer;
  everyone integer;
  wait integer;
begin
  select count(*) into mine from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.client = v_client and a.at > since;
  if mine >= p_client_ceiling then
    return private.attempts_expiry(p_kind, p_scope, v_client, mine - p_client_ceiling, p_window);
  end if;
  if p_hit then
    return null;
  end if;
  select count(*) into everyone from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.at > since;
  -- Recorded up to the ceiling (or the limit, without one): a client adds a bounded number of rows.
  if mine < coalesce(p_client_ceiling, p_client_max) then
    perform private.record_attempt(p_kind, p_scope);
    if mine >= p_client_max then
      wait := private.attempts_expiry(p_kind, p_scope, v_client, mine + 1 - p_client_max, p_window);
    end if;
    if everyone >= p_scope_max then
      wait := greatest(wait, private.attempts_expiry(p_kind, p_scope, null, everyone + 1 - p_scope_max, p_window));
    end if;
  else
    if mine >= p_client_max then
      wait := private.attempts_expiry(p_kind, p_scope, v_client, mine - p_client_max, p_window);
    end if;
    if everyone >= p_scope_max then
      wait := greatest(wait, private.attempts_expiry(p_kind, p_scope, null, everyone - p_scope_max, p_window));
    end if;
  end if;
  return wait;
end $$;

revoke execute on function private.attempts_expiry(text, text, text, integer, interval) from public;
revoke execute on function private.judge_guess(text, text, boolean, integer, integer, integer, interval) from public;

create function private.too_many_attempts(p_wait integer) returns jsonb
language sql volatile set search_path = '' as $$
  select private.answer_error('EV013', private.too_many_attempts_message(p_wait), 'too_many_attempts')
$$;
revoke execute on function private.too_many_attempts(integer) from public;

-- ---------------------------------------------------------------- upload codes

-- As before (scope_upload_codes_to_events), judged after the code is compared.
create or replace function private.open_uploads(p_event_ref text, p_code text, out event public.events, out failure jsonb)
language plpgsql volatile security definer set search_path = '' as $$
declare
  found_id uuid := private.resolve_event_ref(p_event_ref);
  scope text := coalesce(found_id::text, 'ref:' || lower(left(btrim(coalesce(p_event_ref, '')), 200)));
  found public.events;
  hit boolean;
  wait integer;
begin
  select * into found from public.events e where e.id = found_id;
  -- Digests of both are compared whole: how long it takes says nothing of how much matched.
  hit := found.id is not null
    and sha256(convert_to(coalesce(p_code, ''), 'UTF8'))
        = sha256(convert_to(coalesce(found."photoSharingSettings" ->> 'upload_code', ''), 'UTF8'))
    and coalesce(p_code, '') ~ '^[A-Z0-9]{6}$';
  wait := private.judge_guess('upload_code', scope, hit, 10, 200, 100, interval '15 minutes');
  if wait is not null then
    failure := private.too_many_attempts(wait);
    return;
  end if;
  if not hit then
    failure := private.answer_error('EV001', 'Code invalide', 'invalid_upload_code');
    return;
  end if;
  if not coalesce((found."photoSharingSettings" ->> 'public')::boolean, false)
     or not private.module_enabled(found.id, 'photo-sharing') then
    raise exception 'L''upload est désactivé.' using errcode = 'EV002', hint = 'upload_disabled';
  end if;
  event := found;
end $$;

-- ---------------------------------------------------------------- RSVP

drop function public.find_rsvp_guest(uuid, text);
drop function public.open_rsvp_invitation(uuid, text);

-- What both RSVP look-ups answer for a found guest: [{id, name, status, number, plus_ones, ticket}].
create function private.rsvp_lookup_answer(p_guest public.guests) returns jsonb
language sql volatile security definer set search_path = '' as $$
  select jsonb_build_array(jsonb_build_object(
    'id', p_guest.id, 'name', p_guest.name, 'status', p_guest.status, 'number', p_guest.number,
    'plus_ones', p_guest.plus_ones, 'ticket', private.issue_rsvp_ticket(p_guest.id, p_guest.event_id)))
$$;
revoke execute on function private.rsvp_lookup_answer(public.guests) from public;

-- Step 1 of the RSVP wizard: the one guest whose whole name equals the input, ignoring case
-- and surrounding blanks (homonyms: the earliest added), with a ticket for step 2; [] for nobody.
create function public.find_rsvp_guest(p_event_id uuid, p_name text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.guests;
  wait integer;
begin
  perform private.require_guests_module(p_event_id);
  if private.comparable_name(p_name) = '' then
    return '[]'::jsonb;
  end if;
  select g.* into found from public.guests g
  where g.event_id = p_event_id and private.comparable_name(g.name) = private.comparable_name(p_name)
  order by g.created_at, g.id
  limit 1;
  wait := private.judge_guess('rsvp_lookup', p_event_id::text, found.id is not null, 20, 300, 100,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  return private.rsvp_lookup_answer(found);
end $$;

-- An invitation link: the guest whose token it carries, as find_rsvp_guest answers.
create function public.open_rsvp_invitation(p_event_id uuid, p_token text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  found public.guests;
  wait integer;
begin
  perform private.require_guests_module(p_event_id);
  select g.* into found from public.guests g
  where g.event_id = p_event_id and g.invitation_token = btrim(coalesce(p_token, ''));
  wait := private.judge_guess('rsvp_lookup', p_event_id::text, found.id is not null, 20, 300, null,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if found.id is null then
    return '[]'::jsonb;
  end if;
  return private.rsvp_lookup_answer(found);
end $$;

grant execute on function public.find_rsvp_guest(uuid, text) to anon, authenticated, service_role;
grant execute on function public.open_rsvp_invitation(uuid, text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------- find my table

drop function public.find_my_table(text, text);

-- [{table_name}] for a seated name, [] otherwise (as add_find_my_table answered).
create function public.find_my_table(p_event_ref text, p_name text) returns jsonb
language plpgsql volatile security definer set search_path = '' as $$
declare
  v_event uuid := private.resolve_event_ref(p_event_ref);
  v_name text := private.comparable_name(p_name);
  v_tables jsonb;
  v_table text;
  wait integer;
begin
  if v_event is null or v_name = '' or length(p_name) > 200 then
    return '[]'::jsonb;
  end if;
  select t.tables into v_tables from public.table_plans t where t.event_id = v_event and t.published;
  if v_tables is null then
    return '[]'::jsonb;
  end if;
  -- Tables in their number order; homonyms get the first table that seats their name.
  select coalesce(nullif(btrim(t.value ->> 'name'), ''), 'Table ' || t.key) into v_table
  from jsonb_each(v_tables) t
  cross join lateral jsonb_array_elements_text(
    case when jsonb_typeof(t.value -> 'guests') = 'array' then t.value -> 'guests' else '[]'::jsonb end) g(name)
  where private.comparable_name(g.name) = v_name
  order by case when t.key ~ '^[0-9]{1,9}$' then t.key::integer end, t.key
  limit 1;
  wait := private.judge_guess('table_lookup', v_event::text, v_table is not null, 20, 300, 100,
                              interval '10 minutes');
  if wait is not null then
    return private.too_many_attempts(wait);
  end if;
  if v_table is null then
    return '[]'::jsonb;
  end if;
  return jsonb_build_array(jsonb_build_object('table_name', v_table));
end $$;

grant execute on function public.find_my_table(text, text) to anon, authenticated, service_role;
