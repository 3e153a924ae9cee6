-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.guest_status

create type public.guest_status as enum (
  'pending',
  'confirmed',
  'declined'
);
