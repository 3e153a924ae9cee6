-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.refused_public_copies

create table private.refused_public_copies (
  path text not null,
  refused_at timestamp with time zone default now() not null,
  constraint refused_public_copies_pkey PRIMARY KEY (path)
);

alter table private.refused_public_copies enable row level security;
