-- Generated from supabase/migrations/ by `npm run schema:snapshot`: do not edit by hand.
-- table public.todos

create table public.todos (
  id uuid default gen_random_uuid() not null,
  event_id uuid not null,
  name text not null,
  category text,
  status public.todo_status default 'pending'::public.todo_status not null,
  due_date date,
  assignees uuid[] default '{}'::uuid[] not null,
  created_at timestamp with time zone default now() not null,
  constraint todos_pkey PRIMARY KEY (id),
  constraint todos_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.events(id) ON DELETE CASCADE,
  constraint todos_assignees_too_long CHECK ((cardinality(assignees) <= 100)),
  constraint todos_category_length CHECK (((category IS NULL) OR (char_length(category) <= 100))),
  constraint todos_name_check CHECK ((btrim(name) <> ''::text)),
  constraint todos_name_length CHECK ((char_length(name) <= 200))
);

CREATE INDEX todos_assignees_idx ON public.todos USING gin (assignees);

CREATE INDEX todos_event_due_idx ON public.todos USING btree (event_id, due_date);

alter table public.todos enable row level security;

create policy "todos: members and admins" on public.todos
  for all
  to authenticated
  using ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)))
  with check ((public.is_event_member(event_id) OR ( SELECT public.is_global_admin() AS is_global_admin)));

CREATE TRIGGER record_todo_completed AFTER UPDATE OF status ON public.todos FOR EACH ROW WHEN (new.status = 'completed'::public.todo_status AND old.status IS DISTINCT FROM 'completed'::public.todo_status) EXECUTE FUNCTION private.record_todo_completed();

CREATE TRIGGER record_todo_created_completed AFTER INSERT ON public.todos FOR EACH ROW WHEN (new.status = 'completed'::public.todo_status AND NOT private.is_trusted_caller()) EXECUTE FUNCTION private.record_todo_completed();

CREATE TRIGGER require_todos_module BEFORE INSERT ON public.todos FOR EACH ROW EXECUTE FUNCTION private.require_module('todos');

grant select, insert, update, delete, maintain on table public.todos to authenticated;

grant all on table public.todos to service_role;
