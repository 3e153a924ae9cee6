-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.event_creations

create table private.event_creations (
  id bigint generated always as identity not null,
  user_id uuid not null,
  at timestamp with time zone default now() not null,
  constraint event_creations_pkey PRIMARY KEY (id)
);

CREATE INDEX event_creations_user_idx ON private.event_creations USING btree (user_id, at);

alter table private.event_creations enable row level security;

CREATE TRIGGER keep_event_creation_rows BEFORE DELETE OR UPDATE ON private.event_creations FOR EACH ROW EXECUTE FUNCTION private.keep_ledger_rows();

CREATE TRIGGER refuse_event_creations_truncate BEFORE TRUNCATE ON private.event_creations FOR EACH STATEMENT EXECUTE FUNCTION private.refuse_truncate();
