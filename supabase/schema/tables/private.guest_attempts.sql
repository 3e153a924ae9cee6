-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.guest_attempts

create table private.guest_attempts (
  kind text not null,
  scope text not null,
  client text not null,
  at timestamp with time zone default now() not null
);

CREATE INDEX guest_attempts_at_idx ON private.guest_attempts USING btree (at);

CREATE INDEX guest_attempts_client_idx ON private.guest_attempts USING btree (kind, scope, client, at);

CREATE INDEX guest_attempts_scope_idx ON private.guest_attempts USING btree (kind, scope, at);

alter table private.guest_attempts enable row level security;
