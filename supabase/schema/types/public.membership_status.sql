-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.membership_status

create type public.membership_status as enum (
  'pending',
  'active'
);
