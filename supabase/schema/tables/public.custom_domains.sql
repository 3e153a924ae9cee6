-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.custom_domains

create table public.custom_domains (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  domain text not null,
  created_at timestamp with time zone default now() not null,
  constraint custom_domains_pkey PRIMARY KEY (id),
  constraint custom_domains_event_id_key UNIQUE (event_id),
  constraint custom_domains_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint custom_domains_domain_format CHECK (((length(domain) <= 253) AND (domain ~* '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'::text)))
);

CREATE UNIQUE INDEX custom_domains_domain_key ON public.custom_domains USING btree (lower(domain));

alter table public.custom_domains enable row level security;

create policy "custom_domains: members and admins read" on public.custom_domains
  for select
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

grant select, maintain on table public.custom_domains to authenticated;

grant all on table public.custom_domains to service_role;
