-- Scheduled work runs from the database, as Supabase documents scheduling on every plan
-- (https://supabase.com/docs/guides/functions/schedule-functions): Supabase Cron (pg_cron) calls
-- the app's two jobs every minute through pg_net, so the deploy needs no sub-daily Vercel Cron,
-- which Vercel Hobby refuses (https://vercel.com/docs/cron-jobs/usage-and-pricing).
--
--   eventail-send-guest-mails    POST {app_url}/api/send-guest-mails    the guest mail drain
--   eventail-copy-public-photos  POST {app_url}/api/copy-public-photos  the public photo copies
--
-- The app's URL and the cron secret (Vercel's CRON_SECRET) are read from Supabase Vault at each
-- run, under the names app_url and cron_secret; they are set once per project (docs/deploy.md),
-- never here. Idempotent (cron.schedule updates a job of the same name), and it schedules nothing
-- where pg_cron or pg_net is absent. The local stack provides stand-ins for both
-- (supabase/local/scheduler/schema.sql) and runs them, so it runs this very schedule.

-- One call of an app job, as the schedule makes it. Not exposed: private is not an API schema.
create or replace function private.call_app_job(p_path text) returns bigint
language plpgsql volatile set search_path = '' as $$
declare
  app_url text;
  secret text;
begin
  select decrypted_secret into app_url from vault.decrypted_secrets where name = 'app_url';
  select decrypted_secret into secret from vault.decrypted_secrets where name = 'cron_secret';
  if app_url is null or secret is null then
    -- Shown in cron.job_run_details (the dashboard's Cron logs) as the run's failure.
    raise exception 'Vault has no app_url or no cron_secret: % was not called (docs/deploy.md)', p_path;
  end if;
  return net.http_post(
    url := rtrim(app_url, '/') || p_path,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || secret),
    -- The functions stop within their own limit (vercel.json maxDuration); waiting a little
    -- longer only keeps the answer in net._http_response for the logs.
    timeout_milliseconds := 30000
  );
end $$;
revoke execute on function private.call_app_job(text) from public, anon, authenticated;

do $$
begin
  -- Hosted Supabase offers both on every plan; enabling them is the first step of its guides.
  -- Elsewhere (a plain PostgreSQL without them preloaded) they cannot be created: skip quietly.
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and not exists (select 1 from pg_extension where extname = 'pg_cron')
     and to_regclass('cron.job') is null then
    begin
      create extension pg_cron with schema pg_catalog;
    exception when others then
      raise notice 'pg_cron could not be enabled (%): nothing scheduled', sqlerrm;
    end;
  end if;
  if exists (select 1 from pg_available_extensions where name = 'pg_net')
     and not exists (select 1 from pg_extension where extname = 'pg_net')
     and to_regclass('net.http_request_queue') is null then
    begin
      create extension pg_net;
    exception when others then
      raise notice 'pg_net could not be enabled (%): nothing scheduled', sqlerrm;
    end;
  end if;

  if to_regprocedure('cron.schedule(text,text,text)') is null
     or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    raise notice 'pg_cron or pg_net is absent: the jobs are not scheduled';
    return;
  end if;
  perform cron.schedule('eventail-send-guest-mails', '* * * * *',
    'select private.call_app_job(''/api/send-guest-mails'')');
  perform cron.schedule('eventail-copy-public-photos', '* * * * *',
    'select private.call_app_job(''/api/copy-public-photos'')');
end $$;
