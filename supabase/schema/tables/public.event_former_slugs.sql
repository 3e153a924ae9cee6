-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.event_former_slugs

create table public.event_former_slugs (
  id uuid default gen_random_uuid() not null,
  slug text not null,
  event_id uuid not null,
  retired_at timestamp with time zone default now() not null,
  constraint event_former_slugs_pkey PRIMARY KEY (id),
  constraint event_former_slugs_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint event_former_slugs_length CHECK (((char_length(slug) >= 1) AND (char_length(slug) <= 100))),
  constraint event_former_slugs_lowercase CHECK ((slug = lower(slug)))
);

CREATE INDEX event_former_slugs_event_idx ON public.event_former_slugs USING btree (event_id, retired_at DESC);

CREATE UNIQUE INDEX event_former_slugs_slug_key ON public.event_former_slugs USING btree (slug);

alter table public.event_former_slugs enable row level security;

grant all on table public.event_former_slugs to service_role;
