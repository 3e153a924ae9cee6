-- Stand-ins for the small part of Supabase Cron (pg_cron), pg_net and Supabase Vault that
-- supabase/migrations/20261127130000_schedule_jobs_in_database.sql uses, so the local stack runs
-- the same schedule from the same migration. Each is created only where the real one is absent
-- and cannot be created: a PostgreSQL server with pg_cron preloaded gets the real pg_cron from
-- the migration, and only the stand-ins for pg_net and Vault.
--
-- Upstream, as emulated here:
--   pg_cron  https://github.com/citusdata/pg_cron#usage (cron.schedule, cron.unschedule, cron.job,
--            cron.job_run_details) and https://supabase.com/docs/guides/cron
--   pg_net   https://supabase.com/docs/guides/database/extensions/pg_net (net.http_post,
--            net.http_get, net.http_request_queue, net._http_response)
--   Vault    https://supabase.com/docs/guides/database/vault (vault.create_secret,
--            vault.update_secret, vault.decrypted_secrets)
--
-- Deviations (see supabase/local/scheduler/index.ts, which runs them):
--   - cron: the stack's scheduler, not a background worker, runs the due commands at the start of
--     each minute, as the stack's database user, one after the other; five-field schedules only
--     (numbers, `*`, lists, ranges and steps; no `@daily`, no 'N seconds', no names of days).
--     cron.schedule validates only the shape of the schedule.
--   - net: the stack's scheduler sends queued requests within a second of their commit; bodies
--     are kept as text, responses are kept (not pruned after pg_net's 6 hours), no retries.
--   - vault: secrets are stored in clear (Vault encrypts them with a key outside the database).

do $probe$
declare
  -- Whether the real extension is there or can be created here (rolled back: only a probe).
  real_cron boolean := exists (select 1 from pg_extension where extname = 'pg_cron');
  real_net boolean := exists (select 1 from pg_extension where extname = 'pg_net');
begin
  if not real_cron and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension pg_cron;
      raise exception 'probe only' using errcode = 'P0001';
    exception when others then
      real_cron := sqlerrm = 'probe only';
    end;
  end if;
  if not real_net and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    begin
      create extension pg_net;
      raise exception 'probe only' using errcode = 'P0001';
    exception when others then
      real_net := sqlerrm = 'probe only';
    end;
  end if;

  if not real_cron and to_regclass('cron.job') is null then
    create schema cron;
    create table cron.job (
      jobid bigserial primary key,
      schedule text not null,
      command text not null,
      nodename text not null default 'localhost',
      nodeport integer not null default 5432,
      database text not null default current_database(),
      username text not null default current_user,
      active boolean not null default true,
      jobname text unique
    );
    create table cron.job_run_details (
      jobid bigint,
      runid bigserial primary key,
      job_pid integer,
      database text,
      username text,
      command text,
      status text,
      return_message text,
      start_time timestamptz,
      end_time timestamptz
    );
    create function cron.schedule(job_name text, schedule text, command text) returns bigint
    language plpgsql as $f$
    declare
      id bigint;
    begin
      if schedule !~ '^\s*\S+(\s+\S+){4}\s*$' then
        raise exception 'invalid schedule: %', schedule;
      end if;
      -- pg_cron 1.3+: scheduling a name that exists updates that job.
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command, active = true
      returning jobid into id;
      return id;
    end $f$;
    create function cron.schedule(schedule text, command text) returns bigint
    language sql as $f$
      insert into cron.job (schedule, command) values (schedule, command) returning jobid
    $f$;
    create function cron.unschedule(job_name text) returns boolean
    language plpgsql as $f$
    begin
      delete from cron.job where jobname = job_name;
      if not found then
        raise exception 'could not find valid entry for job ''%''', job_name;
      end if;
      return true;
    end $f$;
    create function cron.unschedule(job_id bigint) returns boolean
    language plpgsql as $f$
    begin
      delete from cron.job where jobid = job_id;
      if not found then
        raise exception 'could not find valid entry for job %', job_id;
      end if;
      return true;
    end $f$;
    revoke all on schema cron from public;
    revoke all on all functions in schema cron from public;
  end if;

  if not real_net and to_regclass('net.http_request_queue') is null then
    create schema net;
    create table net.http_request_queue (
      id bigserial primary key,
      method text not null,
      url text not null,
      headers jsonb not null default '{}',
      body text,
      timeout_milliseconds integer not null
    );
    create table net._http_response (
      id bigint,
      status_code integer,
      content_type text,
      headers jsonb,
      content text,
      timed_out boolean,
      error_msg text,
      created timestamptz not null default now()
    );
    create function net._with_params(url text, params jsonb) returns text
    language sql immutable as $f$
      select case when params is null or params = '{}'::jsonb then url
        else url || case when url like '%?%' then '&' else '?' end
          || (select string_agg(key || '=' || value, '&') from jsonb_each_text(params)) end
    $f$;
    create function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds integer default 5000
    ) returns bigint
    language sql as $f$
      insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
      values ('POST', net._with_params(url, params), coalesce(headers, '{}'), body::text, timeout_milliseconds)
      returning id
    $f$;
    create function net.http_get(
      url text,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{}'::jsonb,
      timeout_milliseconds integer default 5000
    ) returns bigint
    language sql as $f$
      insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
      values ('GET', net._with_params(url, params), coalesce(headers, '{}'), timeout_milliseconds)
      returning id
    $f$;
    revoke all on schema net from public;
    revoke all on all functions in schema net from public;
  end if;

  if to_regclass('vault.secrets') is null then
    create schema vault;
    create table vault.secrets (
      id uuid primary key default gen_random_uuid(),
      name text unique,
      description text not null default '',
      secret text not null,
      key_id uuid,
      nonce bytea,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create view vault.decrypted_secrets as
      select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
      from vault.secrets;
    create function vault.create_secret(
      new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null
    ) returns uuid
    language sql as $f$
      insert into vault.secrets (secret, name, description, key_id)
      values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
      returning id
    $f$;
    create function vault.update_secret(
      secret_id uuid, new_secret text default null, new_name text default null,
      new_description text default null, new_key_id uuid default null
    ) returns void
    language sql as $f$
      update vault.secrets set secret = coalesce(new_secret, secret), name = coalesce(new_name, name),
        description = coalesce(new_description, description), key_id = coalesce(new_key_id, key_id),
        updated_at = now()
      where id = secret_id
    $f$;
    revoke all on schema vault from public;
    revoke all on all functions in schema vault from public;
  end if;
end $probe$;
