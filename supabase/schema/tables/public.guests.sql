-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.guests

create table public.guests (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  name text not null,
  email text,
  status public.guest_status default 'pending'::public.guest_status not null,
  comment text,
  number integer default 1 not null,
  plus_ones jsonb default '[]'::jsonb not null,
  last_updated_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  invitation_token text default replace((gen_random_uuid())::text, '-'::text, ''::text) not null,
  max_party_size integer,
  unsubscribed_at timestamp with time zone,
  visited_at timestamp with time zone,
  mail_state public.mail_state,
  mail_state_at timestamp with time zone,
  mail_error text,
  rsvp_answers jsonb default '{}'::jsonb not null,
  answered_at timestamp with time zone,
  constraint guests_pkey PRIMARY KEY (id),
  constraint guests_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint guests_comment_too_long CHECK ((char_length(comment) <= 2000)),
  constraint guests_email_too_long CHECK ((char_length(email) <= 254)),
  constraint guests_mail_error_too_long CHECK ((char_length(mail_error) <= 500)),
  constraint guests_max_party_size_range CHECK (((max_party_size >= 1) AND (max_party_size <= 21))),
  constraint guests_name_check CHECK ((btrim(name) <> ''::text)),
  constraint guests_name_too_long CHECK ((char_length(name) <= 200)),
  constraint guests_number_check CHECK ((number >= 0)),
  constraint guests_plus_ones_shape CHECK (private.is_valid_plus_ones(plus_ones)),
  constraint guests_plus_ones_too_long CHECK ((octet_length((plus_ones)::text) <= 20000)),
  constraint guests_rsvp_answers_shape CHECK (((jsonb_typeof(rsvp_answers) = 'object'::text) AND (octet_length((rsvp_answers)::text) <= 40000)))
);

CREATE INDEX guests_event_lower_name_idx ON public.guests USING btree (event_id, lower(btrim(name)));

CREATE INDEX guests_event_name_idx ON public.guests USING btree (event_id, name);

CREATE UNIQUE INDEX guests_invitation_token_key ON public.guests USING btree (invitation_token);

alter table public.guests enable row level security;

create policy "guests: members and admins" on public.guests
  for all
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)))
  with check ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER check_guest_rsvp_answers BEFORE INSERT OR UPDATE OF rsvp_answers, event_id ON public.guests FOR EACH ROW EXECUTE FUNCTION private.check_guest_rsvp_answers();

CREATE TRIGGER clear_guest_answer BEFORE INSERT ON public.guests FOR EACH ROW EXECUTE FUNCTION private.clear_guest_answer();

CREATE TRIGGER guard_guest_mail_columns BEFORE INSERT OR UPDATE ON public.guests FOR EACH ROW EXECUTE FUNCTION private.guard_guest_mail_columns();

CREATE TRIGGER keep_guest_party_allowance BEFORE INSERT OR UPDATE OF plus_ones, max_party_size ON public.guests FOR EACH ROW EXECUTE FUNCTION private.keep_guest_party_allowance();

CREATE TRIGGER record_guests_imported AFTER INSERT ON public.guests REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.record_guests_imported();

CREATE TRIGGER require_guests_module BEFORE INSERT ON public.guests FOR EACH ROW EXECUTE FUNCTION private.require_module('guests');

CREATE TRIGGER set_guest_party_size BEFORE INSERT OR UPDATE ON public.guests FOR EACH ROW EXECUTE FUNCTION private.set_guest_party_size();

CREATE TRIGGER stamp_guest_answer BEFORE UPDATE ON public.guests FOR EACH ROW EXECUTE FUNCTION private.stamp_guest_answer();

grant select, insert, update, delete, maintain on table public.guests to authenticated;

grant all on table public.guests to service_role;
