-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.users

create table public.users (
  id uuid not null,
  email text not null,
  role public.user_role default 'user'::public.user_role not null,
  name jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  constraint users_pkey PRIMARY KEY (id),
  constraint users_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint users_email_too_long CHECK ((char_length(email) <= 254)),
  constraint users_name_shape CHECK (((jsonb_typeof(name) = 'object'::text) AND (COALESCE(jsonb_typeof((name -> 'first'::text)), 'string'::text) = 'string'::text) AND (COALESCE(jsonb_typeof((name -> 'last'::text)), 'string'::text) = 'string'::text))),
  constraint users_name_too_long CHECK (((octet_length((name)::text) <= 2000) AND (char_length(COALESCE((name ->> 'first'::text), ''::text)) <= 200) AND (char_length(COALESCE((name ->> 'last'::text), ''::text)) <= 200)))
);

CREATE INDEX users_created_at_idx ON public.users USING btree (created_at DESC);

CREATE UNIQUE INDEX users_email_key ON public.users USING btree (lower(email));

alter table public.users enable row level security;

create policy "users: delete as admin" on public.users
  for delete
  to authenticated
  using (( SELECT public.is_global_admin() AS is_global_admin));

create policy "users: insert self, or any as admin" on public.users
  for insert
  to authenticated
  with check (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_global_admin() AS is_global_admin)));

create policy "users: read self, team mates, or all as admin" on public.users
  for select
  to authenticated
  using (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_global_admin() AS is_global_admin) OR private.shares_event_with(id)));

create policy "users: update self, or any as admin" on public.users
  for update
  to authenticated
  using (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_global_admin() AS is_global_admin)))
  with check (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER delete_auth_account AFTER DELETE ON public.users FOR EACH ROW EXECUTE FUNCTION private.delete_auth_account();

CREATE TRIGGER guard_user_delete BEFORE DELETE ON public.users FOR EACH ROW EXECUTE FUNCTION private.guard_user_delete();

CREATE TRIGGER guard_user_write BEFORE INSERT OR UPDATE ON public.users FOR EACH ROW EXECUTE FUNCTION private.guard_user_write();

CREATE TRIGGER push_email_to_auth AFTER UPDATE OF email ON public.users FOR EACH ROW WHEN (old.email IS DISTINCT FROM new.email) EXECUTE FUNCTION private.push_user_email_to_auth();

grant select, insert, update, delete, maintain on table public.users to authenticated;

grant all on table public.users to service_role;
