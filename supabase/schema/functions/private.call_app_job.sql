-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function private.call_app_job

CREATE OR REPLACE FUNCTION private.call_app_job(p_path text)
 RETURNS bigint
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
end $function$;

revoke execute on function private.call_app_job(p_path text) from public;
