-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.invitation_log

create table private.invitation_log (
  id bigint generated always as identity not null,
  event_id uuid not null,
  invited_by uuid not null,
  created_at timestamp with time zone default now() not null,
  email text,
  constraint invitation_log_pkey PRIMARY KEY (id),
  constraint invitation_log_email_too_long CHECK ((char_length(email) <= 254))
);

CREATE INDEX invitation_log_event_idx ON private.invitation_log USING btree (event_id, created_at);

CREATE INDEX invitation_log_inviter_idx ON private.invitation_log USING btree (invited_by, created_at);

alter table private.invitation_log enable row level security;
