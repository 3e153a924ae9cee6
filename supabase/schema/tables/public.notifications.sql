-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.notifications

create table public.notifications (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  event_id uuid,
  type text not null,
  read boolean default false not null,
  data jsonb default '{}'::jsonb not null,
  created_at timestamp with time zone default now() not null,
  constraint notifications_pkey PRIMARY KEY (id),
  constraint notifications_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE,
  constraint notifications_data_check CHECK ((jsonb_typeof(data) = 'object'::text)),
  constraint notifications_data_too_long CHECK ((octet_length((data)::text) <= 10000)),
  constraint notifications_type_check CHECK ((type ~ '^[a-z][a-z0-9_]*$'::text))
);

CREATE UNIQUE INDEX notifications_unread_todo_assigned_key ON public.notifications USING btree (user_id, event_id, ((data ->> 'todoId'::text))) WHERE ((type = 'todo_assigned'::text) AND (NOT read));

CREATE INDEX notifications_user_event_idx ON public.notifications USING btree (user_id, event_id, created_at DESC);

CREATE INDEX notifications_user_idx ON public.notifications USING btree (user_id, created_at DESC);

alter table public.notifications enable row level security;

create policy "notifications: delete own" on public.notifications
  for delete
  to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

create policy "notifications: mark own read" on public.notifications
  for update
  to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)))
  with check ((user_id = ( SELECT auth.uid() AS uid)));

create policy "notifications: read own" on public.notifications
  for select
  to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));

CREATE TRIGGER guard_notification_update BEFORE UPDATE ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.guard_notification_update();

grant select, insert, update, delete, maintain on table public.notifications to authenticated;

grant all on table public.notifications to service_role;

alter publication supabase_realtime add table public.notifications;
