-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.mail_outbox

create table public.mail_outbox (
  id uuid default gen_random_uuid() not null,
  mailing_id uuid,
  event_id uuid not null,
  guest_id uuid,
  address text not null,
  state public.mail_state default 'queued'::public.mail_state not null,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  claim uuid,
  last_error text,
  sent_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  confirmation jsonb,
  recipient_name text,
  constraint mail_outbox_pkey PRIMARY KEY (id),
  constraint mail_outbox_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint mail_outbox_guest_id_fkey FOREIGN KEY (guest_id) REFERENCES public.guests(id) ON DELETE CASCADE,
  constraint mail_outbox_mailing_id_fkey FOREIGN KEY (mailing_id) REFERENCES public.mailings(id) ON DELETE CASCADE,
  constraint mail_outbox_address_size CHECK ((char_length(address) <= 254)),
  constraint mail_outbox_confirmation_size CHECK ((octet_length((confirmation)::text) <= 20000)),
  constraint mail_outbox_last_error_size CHECK ((char_length(last_error) <= 500)),
  constraint mail_outbox_mailing_or_confirmation CHECK ((((mailing_id IS NOT NULL) AND (guest_id IS NOT NULL) AND (confirmation IS NULL)) OR ((mailing_id IS NULL) AND (confirmation IS NOT NULL)))),
  constraint mail_outbox_recipient_name_size CHECK ((char_length(recipient_name) <= 200))
);

CREATE INDEX mail_outbox_due_idx ON public.mail_outbox USING btree (next_attempt_at) WHERE (state = 'queued'::public.mail_state);

CREATE INDEX mail_outbox_event_idx ON public.mail_outbox USING btree (event_id, created_at);

CREATE INDEX mail_outbox_guest_idx ON public.mail_outbox USING btree (guest_id, created_at);

CREATE INDEX mail_outbox_mailing_idx ON public.mail_outbox USING btree (mailing_id);

alter table public.mail_outbox enable row level security;

create policy "mail_outbox: read as member or admin" on public.mail_outbox
  for select
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER record_mailing_sent AFTER INSERT ON public.mail_outbox REFERENCING NEW TABLE AS queued FOR EACH STATEMENT EXECUTE FUNCTION private.record_mailing_sent();

grant select, maintain on table public.mail_outbox to authenticated;

grant all on table public.mail_outbox to service_role;
