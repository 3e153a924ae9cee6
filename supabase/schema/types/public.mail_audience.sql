-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.mail_audience

create type public.mail_audience as enum (
  'everyone',
  'pending',
  'confirmed',
  'declined',
  'selected',
  'automatic'
);
