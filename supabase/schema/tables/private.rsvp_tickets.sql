-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table private.rsvp_tickets

create table private.rsvp_tickets (
  ticket_hash bytea not null,
  guest_id uuid not null,
  event_id uuid not null,
  expires_at timestamp with time zone not null,
  constraint rsvp_tickets_pkey PRIMARY KEY (ticket_hash),
  constraint rsvp_tickets_guest_id_fkey FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE
);

CREATE INDEX rsvp_tickets_expires_idx ON private.rsvp_tickets USING btree (expires_at);

alter table private.rsvp_tickets enable row level security;
