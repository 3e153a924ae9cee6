-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.mail_suppressions

create table private.mail_suppressions (
  event_id uuid not null,
  address text not null,
  created_at timestamp with time zone default now() not null,
  constraint mail_suppressions_pkey PRIMARY KEY (event_id, address),
  constraint mail_suppressions_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE
);

alter table private.mail_suppressions enable row level security;
