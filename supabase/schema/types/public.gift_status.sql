-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.gift_status

create type public.gift_status as enum (
  'available',
  'purchased'
);
