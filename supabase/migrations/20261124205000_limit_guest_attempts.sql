-- Guests' entry points are open to anyone, so what can be guessed (upload codes, guests' names)
-- or repeated (checkouts) is counted per client and per event and refused past a limit:
--   EV013 'Trop de tentatives. Réessayez dans N minutes.'        too_many_attempts
--
-- The client is the first hop of X-Forwarded-For, which Supabase's gateway (and the local one)
-- sets from the connection's peer; PostgREST passes the request headers as `request.headers`.
-- Each limit also has a cap for the whole event, whatever the client claims to be.

create table private.guest_attempts (
  kind text not null,
  -- The event's id, or the unknown reference that was tried.
  scope text not null,
  client text not null,
  at timestamptz not null default now()
);
alter table private.guest_attempts enable row level security;
create index guest_attempts_client_idx on private.guest_attempts (kind, scope, client, at);
create index guest_attempts_scope_idx on private.guest_attempts (kind, scope, at);
create index guest_attempts_at_idx on private.guest_attempts (at);

create function private.request_client() returns text
language sql stable set search_path = '' as $$
  select coalesce(nullif(left(btrim(split_part(coalesce(
    nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-forwarded-for', ''), ',', 1)), 100), ''),
    'unknown')
$$;

-- Minutes to wait before this client may try again in this scope, or null when it may now.
-- Refused attempts are not recorded, so the oldest counted one is the next to leave the window.
create function private.attempts_wait(
  p_kind text, p_scope text, p_client_max integer, p_scope_max integer, p_window interval
) returns integer
language plpgsql stable security definer set search_path = '' as $$
declare
  since timestamptz := now() - p_window;
  n integer;
  oldest timestamptz;
begin
  select count(*), min(a.at) into n, oldest from private.guest_attempts a
  where a.kind = p_kind and a.scope = p_scope and a.client = private.request_client() and a.at > since;
  if n < p_client_max then
    select count(*), min(a.at) into n, oldest from private.guest_attempts a
    where a.kind = p_kind and a.scope = p_scope and a.at > since;
    if n < p_scope_max then
      return null;
    end if;
  end if;
  return greatest(1, ceil(extract(epoch from (oldest + p_window - now())) / 60))::integer;
end $$;

-- Counts one attempt and forgets those older than any window (an hour).
create function private.record_attempt(p_kind text, p_scope text) returns void
language plpgsql volatile security definer set search_path = '' as $$
begin
  insert into private.guest_attempts (kind, scope, client) values (p_kind, p_scope, private.request_client());
  delete from private.guest_attempts where at < now() - interval '1 hour';
end $$;

create function private.too_many_attempts_message(p_minutes integer) returns text
language sql immutable set search_path = '' as $$
  select format('Trop de tentatives. Réessayez dans %s %s.', p_minutes,
                case when p_minutes = 1 then 'minute' else 'minutes' end)
$$;

-- Raises EV013 when the limit is reached. For functions whose refusal records nothing.
create function private.require_attempts_left(
  p_kind text, p_scope text, p_client_max integer, p_scope_max integer, p_window interval
) returns void
language plpgsql stable security definer set search_path = '' as $$
declare
  wait integer := private.attempts_wait(p_kind, p_scope, p_client_max, p_scope_max, p_window);
begin
  if wait is not null then
    raise exception '%', private.too_many_attempts_message(wait)
      using errcode = 'EV013', hint = 'too_many_attempts';
  end if;
end $$;

-- An error answered as a result, not raised: raising would roll back the attempt just recorded.
-- PostgREST answers the body with the status from `response.status`, in the shape of its own
-- errors, so clients (supabase-js included) read it as any other error.
-- https://postgrest.org/en/v12/references/transactions.html#response-headers
create function private.answer_error(p_code text, p_message text, p_hint text) returns jsonb
language plpgsql volatile set search_path = '' as $$
begin
  perform set_config('response.status', '400', true);
  return jsonb_build_object('code', p_code, 'message', p_message, 'hint', p_hint, 'details', null);
end $$;

-- The event a public page reference names: its id, its slug, or a custom domain (with a dot).
create function private.resolve_event_ref(p_ref text) returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  ref text := btrim(coalesce(p_ref, ''));
  found_id uuid;
begin
  if ref ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select e.id into found_id from public.events e where e.id = ref::uuid;
  elsif position('.' in ref) > 0 then
    select d.event_id into found_id from public.custom_domains d where lower(d.domain) = lower(ref);
  elsif ref <> '' then
    select e.id into found_id from public.events e where lower(e.slug) = lower(ref);
  end if;
  return found_id;
end $$;

revoke execute on function private.request_client() from public;
revoke execute on function private.attempts_wait(text, text, integer, integer, interval) from public;
revoke execute on function private.record_attempt(text, text) from public;
revoke execute on function private.require_attempts_left(text, text, integer, integer, interval) from public;
revoke execute on function private.answer_error(text, text, text) from public;
revoke execute on function private.resolve_event_ref(text) from public;
