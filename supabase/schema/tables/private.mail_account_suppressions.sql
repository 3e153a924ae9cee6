-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.mail_account_suppressions

create table private.mail_account_suppressions (
  account_id uuid not null,
  address text not null,
  event_id uuid,
  created_at timestamp with time zone default now() not null,
  constraint mail_account_suppressions_pkey PRIMARY KEY (account_id, address)
);

alter table private.mail_account_suppressions enable row level security;
