-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.gift_reservations

create table private.gift_reservations (
  event_id uuid not null,
  email_digest bytea not null,
  client text not null,
  gift_count integer not null,
  at timestamp with time zone default now() not null,
  constraint gift_reservations_gift_count_check CHECK ((gift_count > 0))
);

CREATE INDEX gift_reservations_at_idx ON private.gift_reservations USING btree (at);

CREATE INDEX gift_reservations_client_idx ON private.gift_reservations USING btree (event_id, client, at);

CREATE INDEX gift_reservations_email_idx ON private.gift_reservations USING btree (event_id, email_digest, at);

alter table private.gift_reservations enable row level security;
