-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.user_role

create type public.user_role as enum (
  'user',
  'admin'
);
