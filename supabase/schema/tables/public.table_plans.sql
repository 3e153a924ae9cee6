-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.table_plans

create table public.table_plans (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  tables jsonb default '{}'::jsonb not null,
  updated_at timestamp with time zone default now() not null,
  rules jsonb default '{"apart": [], "together": []}'::jsonb not null,
  published boolean default false not null,
  kids_table jsonb default '{}'::jsonb not null,
  constraint table_plans_pkey PRIMARY KEY (id),
  constraint table_plans_event_id_key UNIQUE (event_id),
  constraint table_plans_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint table_plans_kids_table_shape CHECK (private.is_valid_kids_table(kids_table)),
  constraint table_plans_kids_table_too_long CHECK ((octet_length((kids_table)::text) <= 1000000)),
  constraint table_plans_rules_shape CHECK (private.is_valid_seating_rules(rules)),
  constraint table_plans_tables_check CHECK ((jsonb_typeof(tables) = 'object'::text)),
  constraint table_plans_tables_too_long CHECK ((octet_length((tables)::text) <= 1000000))
);

alter table public.table_plans enable row level security;

create policy "table_plans: members and admins" on public.table_plans
  for all
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)))
  with check ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER table_plans_name_kids_table BEFORE INSERT OR UPDATE OF kids_table ON public.table_plans FOR EACH ROW EXECUTE FUNCTION private.name_kids_table_on_save();

grant select, insert, update, delete, maintain on table public.table_plans to authenticated;

grant all on table public.table_plans to service_role;
