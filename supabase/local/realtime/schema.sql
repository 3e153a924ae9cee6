-- Change feed of the local realtime service. Local only: hosted Supabase Realtime reads the WAL
-- through a logical replication slot (https://supabase.com/docs/guides/realtime/postgres-changes),
-- which PGlite cannot offer, so a trigger on every table of the `supabase_realtime` publication
-- queues each row change and the server drains the queue (see change-feed.ts).
-- Idempotent; loaded at every start after platform.sql.

create schema if not exists _local;
revoke all on schema _local from public;

create table if not exists _local.realtime_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  -- The commit time is unknown inside a trigger; the time of the change stands in for it.
  changed_at timestamptz not null default clock_timestamp()
);

-- One row: whether any socket subscribes to postgres_changes. While nobody does, the trigger
-- returns at once and the server does not poll.
create table if not exists _local.realtime_state (
  id boolean primary key default true check (id),
  capturing boolean not null default false
);
insert into _local.realtime_state (id) values (true) on conflict (id) do nothing;

-- Captures one row change the way the WAL would carry it: the new row for INSERT/UPDATE, and for
-- UPDATE/DELETE the old values of the replica identity only (the primary key by default, every
-- column with REPLICA IDENTITY FULL, none with NOTHING).
-- https://www.postgresql.org/docs/15/sql-altertable.html#SQL-ALTERTABLE-REPLICA-IDENTITY
-- Security definer: the writer (anon, authenticated, …) has no right on _local.
create or replace function _local.realtime_capture() returns trigger
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
declare
  replident "char";
  keys text[];
  old_row jsonb;
begin
  if not coalesce((select capturing from _local.realtime_state where id), false) then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    select c.relreplident into replident from pg_class c where c.oid = tg_relid;
    if replident = 'f' then
      old_row := to_jsonb(old);
    elsif replident <> 'n' then
      select array_agg(a.attname::text) into keys
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = tg_relid and (case when replident = 'i' then i.indisreplident else i.indisprimary end);
      select jsonb_object_agg(e.key, e.value) into old_row from jsonb_each(to_jsonb(old)) e where e.key = any (keys);
    end if;
  end if;
  insert into _local.realtime_changes (schema_name, table_name, type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op, case when tg_op = 'DELETE' then null else to_jsonb(new) end, old_row);
  return null;
end $$;

-- Puts the capture trigger on every table of the publication, for the actions it publishes
-- (pubinsert/pubupdate/pubdelete), and takes it off tables no longer published. Called by the
-- server after migrations, so `alter publication supabase_realtime add table …` just works.
create or replace function _local.realtime_sync_capture() returns void
language plpgsql set search_path = pg_catalog, pg_temp as $$
declare
  pub record;
  events text;
  wanted int;
  r record;
begin
  select bool_or(p.pubinsert) as ins, bool_or(p.pubupdate) as upd, bool_or(p.pubdelete) as del
    into pub from pg_publication p where p.pubname = 'supabase_realtime';
  events := concat_ws(' or ', case when pub.ins then 'insert' end, case when pub.upd then 'update' end, case when pub.del then 'delete' end);
  -- pg_trigger.tgtype bits: 1 row, 4 insert, 8 delete, 16 update.
  wanted := 1 | (case when pub.ins then 4 else 0 end) | (case when pub.del then 8 else 0 end) | (case when pub.upd then 16 else 0 end);
  for r in
    select t.tgrelid::regclass as rel from pg_trigger t
    where t.tgname = '_local_realtime_capture'
      and (t.tgtype <> wanted or events = '' or not exists (
        select 1 from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid))
  loop
    execute format('drop trigger _local_realtime_capture on %s', r.rel);
  end loop;
  if events = '' then
    return;
  end if;
  for r in
    select format('%I.%I', p.schemaname, p.tablename)::regclass as rel from pg_publication_tables p
    where p.pubname = 'supabase_realtime' and p.schemaname <> '_local'
      and not exists (select 1 from pg_trigger t
        where t.tgname = '_local_realtime_capture' and t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass)
  loop
    execute format('create or replace trigger _local_realtime_capture after %s on %s for each row execute function _local.realtime_capture()', events, r.rel);
  end loop;
end $$;

-- Which of `claims` may read the changed row: it is selected by primary key as each subscriber's
-- role with its JWT claims set, so RLS applies as for a REST read. One call checks every
-- subscriber of a change, as upstream's `realtime.apply_rls` does with its `walrus_rls_stmt`
-- (https://github.com/supabase/realtime/blob/main/lib/realtime/tenants/repo/migrations/20260709120000_fix_apply_rls_filter_role_leak.ex).
-- The role and claims are transaction-local, the settings PostgREST makes for a request
-- (https://postgrest.org/en/v12/references/transactions.html#request-headers-cookies-and-jwt-claims).
create or replace function _local.realtime_visible(rel regclass, pk text[], rec jsonb, claims jsonb[]) returns boolean[]
language plpgsql set search_path = pg_catalog, pg_temp as $$
declare
  stmt text := format('select exists (select 1 from %s t, jsonb_populate_record(null::%s, $1) r where %s)', rel, rel,
    (select string_agg(format('t.%1$I = r.%1$I', c), ' and ') from unnest(pk) c));
  result boolean[] := '{}';
  visible boolean;
  c jsonb;
begin
  foreach c in array claims loop
    begin
      perform set_config('role', c ->> 'role', true),
        set_config('request.jwt.claims', c::text, true),
        set_config('request.jwt.claim.sub', coalesce(c ->> 'sub', ''), true),
        set_config('request.jwt.claim.role', c ->> 'role', true);
      execute stmt using rec into visible;
    exception when others then
      -- No privilege on the schema or table, an unknown role: not readable.
      visible := false;
    end;
    result := result || coalesce(visible, false);
  end loop;
  return result;
end $$;

-- ---------------------------------------------------------------- broadcast from the database
-- Hosted Realtime provides `realtime.send(payload, event, topic, private)`, which writes a row
-- of `realtime.messages` that the service relays to the channels joined on `topic` as a
-- broadcast (https://supabase.com/docs/guides/realtime/broadcast#broadcast-from-the-database).
-- Locally the message joins the change queue, in commit order with row changes; while no channel
-- is joined at all (`relaying` off) it is dropped, as nobody could receive it.
alter table _local.realtime_state add column if not exists relaying boolean not null default false;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql security definer set search_path = pg_catalog, pg_temp as $$
begin
  if not coalesce((select relaying from _local.realtime_state where id), false) then
    return;
  end if;
  insert into _local.realtime_changes (schema_name, table_name, type, record)
  values ('realtime', 'messages', 'BROADCAST',
          jsonb_build_object('topic', topic, 'event', event, 'payload', payload, 'private', private));
end $$;
revoke all on function realtime.send(jsonb, text, text, boolean) from public;

-- ---------------------------------------------------------------- authorization of private channels
-- Hosted Realtime authorises a private channel by RLS on `realtime.messages`: when a client joins
-- (and when it refreshes its token) the service writes a probe row for the topic, then, as the
-- client's role with its JWT claims and `realtime.topic` set, selects it (may the client listen?)
-- and inserts one (may it send?), and rolls everything back: nothing is kept in the table.
-- https://supabase.com/docs/guides/realtime/authorization
-- https://github.com/supabase/realtime/blob/main/lib/realtime/tenants/authorization.ex
-- The table and `realtime.topic()` are the hosted ones (same columns), for the policies that
-- migrations write; the local service relays database broadcasts through the change queue.
create table if not exists realtime.messages (
  id bigserial primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now()
);
alter table realtime.messages enable row level security;
grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;
grant usage, select on sequence realtime.messages_id_seq to anon, authenticated, service_role;

create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- What `claims` may do on the private topic `p_topic`, per extension:
--   {"broadcast": {"read": bool, "write": bool}, "presence": {"read": bool, "write": bool}}
-- Not security definer: it changes role (Postgres refuses that inside a definer function), and the
-- server calls it as the database owner, who writes the probe rows. Everything it does is undone.
create or replace function _local.realtime_authorize(p_topic text, p_claims jsonb) returns jsonb
language plpgsql set search_path = pg_catalog, pg_temp as $$
declare
  result jsonb := '{"broadcast": {"read": false, "write": false}, "presence": {"read": false, "write": false}}';
  ext text;
  can_read boolean;
  can_write boolean;
begin
  begin
    insert into realtime.messages (topic, extension, private) values (p_topic, 'broadcast', true), (p_topic, 'presence', true);
    perform set_config('role', p_claims ->> 'role', true),
      set_config('request.jwt.claims', p_claims::text, true),
      set_config('request.jwt.claim.sub', coalesce(p_claims ->> 'sub', ''), true),
      set_config('request.jwt.claim.role', p_claims ->> 'role', true),
      set_config('realtime.topic', p_topic, true);
    foreach ext in array array['broadcast', 'presence'] loop
      begin
        select exists (select 1 from realtime.messages m where m.topic = p_topic and m.extension = ext) into can_read;
      exception when others then
        can_read := false;
      end;
      begin
        insert into realtime.messages (topic, extension, private) values (p_topic, ext, true);
        can_write := true;
      exception when others then
        can_write := false;
      end;
      result := jsonb_set(result, array[ext], jsonb_build_object('read', coalesce(can_read, false), 'write', can_write));
    end loop;
    -- Undo the probe rows and the role: the block's subtransaction rolls back.
    raise exception using errcode = 'RTAZ0';
  exception
    when sqlstate 'RTAZ0' then null;
    -- An unknown role, no right on the schema: nothing allowed.
    when others then null;
  end;
  return result;
end $$;
revoke all on function _local.realtime_authorize(text, jsonb) from public;
