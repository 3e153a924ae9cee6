-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.event_activity

create table public.event_activity (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  type text not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  constraint event_activity_pkey PRIMARY KEY (id),
  constraint event_activity_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint event_activity_data_check CHECK ((jsonb_typeof(data) = 'object'::text)),
  constraint event_activity_data_too_long CHECK ((octet_length((data)::text) <= 10000)),
  constraint event_activity_type_check CHECK ((type ~ '^[a-z][a-z0-9_]*$'::text))
);

CREATE INDEX event_activity_event_idx ON public.event_activity USING btree (event_id, created_at DESC);

alter table public.event_activity enable row level security;

create policy "event_activity: read as member or admin" on public.event_activity
  for select
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER queue_guest_confirmation AFTER INSERT ON public.event_activity FOR EACH ROW WHEN (new.type = ANY (ARRAY['rsvp'::text, 'gift_purchase'::text])) EXECUTE FUNCTION private.queue_guest_confirmation();

grant select, insert, update, delete, maintain on table public.event_activity to authenticated;

grant all on table public.event_activity to service_role;

alter publication supabase_realtime add table public.event_activity;
