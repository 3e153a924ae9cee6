-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.media_removals

create table private.media_removals (
  path text not null,
  user_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint media_removals_pkey PRIMARY KEY (path)
);

alter table private.media_removals enable row level security;
