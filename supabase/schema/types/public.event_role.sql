-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.event_role

create type public.event_role as enum (
  'owner',
  'editor'
);
