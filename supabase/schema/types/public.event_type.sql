-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.event_type

create type public.event_type as enum (
  'wedding',
  'baptism',
  'birthday',
  'anniversary',
  'other'
);
