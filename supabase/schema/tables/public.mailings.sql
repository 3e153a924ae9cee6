-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.mailings

create table public.mailings (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  kind public.mail_kind not null,
  subject text not null,
  body text not null,
  audience public.mail_audience not null,
  scheduled_at timestamp with time zone default now() not null,
  created_by uuid,
  created_at timestamp with time zone default now() not null,
  constraint mailings_pkey PRIMARY KEY (id),
  constraint mailings_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL,
  constraint mailings_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint mailings_body_size CHECK (((char_length(body) >= 1) AND (char_length(body) <= 5000))),
  constraint mailings_subject_size CHECK (((char_length(subject) >= 1) AND (char_length(subject) <= 200)))
);

CREATE INDEX mailings_event_idx ON public.mailings USING btree (event_id, scheduled_at DESC);

alter table public.mailings enable row level security;

create policy "mailings: read as member or admin" on public.mailings
  for select
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

grant select, maintain on table public.mailings to authenticated;

grant all on table public.mailings to service_role;
