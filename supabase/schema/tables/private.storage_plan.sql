-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.storage_plan

create table private.storage_plan (
  id boolean default true not null,
  quota_bytes bigint default 1073741824 not null,
  constraint storage_plan_pkey PRIMARY KEY (id),
  constraint storage_plan_id_check CHECK (id),
  constraint storage_plan_quota_bytes_check CHECK ((quota_bytes > 0))
);

alter table private.storage_plan enable row level security;
