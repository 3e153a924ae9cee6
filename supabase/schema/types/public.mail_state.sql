-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.mail_state

create type public.mail_state as enum (
  'queued',
  'sent',
  'failed'
);
