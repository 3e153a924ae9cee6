-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- function public.get_deploy_status

CREATE OR REPLACE FUNCTION public.get_deploy_status()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  migration text;
  jobs jsonb := '[]';
  secrets jsonb := '[]';
begin
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select max(version) from supabase_migrations.schema_migrations' into migration;
  end if;
  if to_regclass('cron.job') is not null then
    execute $q$
      select coalesce(jsonb_agg(jsonb_build_object(
        'jobname', j.jobname, 'schedule', j.schedule, 'active', j.active,
        'last_status', (select d.status from cron.job_run_details d where d.jobid = j.jobid
                        order by d.start_time desc nulls last limit 1),
        'last_message', (select left(d.return_message, 300) from cron.job_run_details d where d.jobid = j.jobid
                         order by d.start_time desc nulls last limit 1)) order by j.jobname), '[]')
      from cron.job j where j.jobname like 'eventail-%'$q$ into jobs;
  end if;
  if to_regclass('vault.secrets') is not null then
    execute $q$select coalesce(jsonb_agg(s.name order by s.name), '[]') from vault.secrets s
               where s.name in ('app_url', 'cron_secret')$q$ into secrets;
  end if;
  return jsonb_build_object(
    'latest_migration', migration,
    'pg_cron', to_regclass('cron.job') is not null,
    'pg_net', to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is not null,
    'cron_jobs', jobs,
    'vault_secrets', secrets,
    'project_bytes', private.project_stored_bytes(),
    'quota_bytes', (select quota_bytes from private.storage_plan));
end $function$;

revoke execute on function public.get_deploy_status() from public;

grant execute on function public.get_deploy_status() to service_role;
