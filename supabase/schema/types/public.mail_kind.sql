-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.mail_kind

create type public.mail_kind as enum (
  'save_the_date',
  'invitation',
  'reminder',
  'message'
);
