-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- type public.todo_status

create type public.todo_status as enum (
  'pending',
  'completed'
);
