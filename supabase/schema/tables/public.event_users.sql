-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.event_users

create table public.event_users (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  user_id uuid not null,
  role public.event_role default 'editor'::public.event_role not null,
  status public.membership_status default 'active'::public.membership_status not null,
  invitation_expires_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  invited_email text,
  invited_by uuid,
  constraint event_users_pkey PRIMARY KEY (id),
  constraint event_users_event_user_key UNIQUE (event_id, user_id),
  constraint event_users_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint event_users_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE,
  constraint event_users_invited_email_too_long CHECK ((char_length(invited_email) <= 254))
);

CREATE INDEX event_users_user_id_idx ON public.event_users USING btree (user_id, event_id);

alter table public.event_users enable row level security;

create policy "event_users: members leave, invitees decline" on public.event_users
  for delete
  to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND (role <> 'owner'::public.event_role)));

create policy "event_users: owners remove members" on public.event_users
  for delete
  to authenticated
  using ((public.is_event_owner(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

create policy "event_users: read own invitations, own teams, or all as admin" on public.event_users
  for select
  to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) OR public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER guard_membership_change BEFORE DELETE OR UPDATE ON public.event_users FOR EACH ROW EXECUTE FUNCTION private.guard_membership_change();

CREATE TRIGGER record_member_joined AFTER UPDATE OF status ON public.event_users FOR EACH ROW WHEN (old.status <> 'active'::public.membership_status AND new.status = 'active'::public.membership_status AND new.role <> 'owner'::public.event_role) EXECUTE FUNCTION private.record_member_joined();

CREATE TRIGGER refuse_status_change BEFORE UPDATE ON public.event_users FOR EACH ROW WHEN (old.status IS DISTINCT FROM new.status) EXECUTE FUNCTION private.refuse_status_change();

grant select, delete, maintain on table public.event_users to authenticated;

grant all on table public.event_users to service_role;
