-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- scheduled jobs (Supabase Cron)

select cron.schedule('eventail-copy-public-photos', '* * * * *', 'select private.call_app_job(''/api/copy-public-photos'')');

select cron.schedule('eventail-send-guest-mails', '* * * * *', 'select private.call_app_job(''/api/send-guest-mails'')');
