-- SPEC §4: completing a todo records todo_completed. The update trigger of the data rules covers
-- the check button; a client could still skip the feed by creating a todo already completed, so
-- such an insert records it too. Trusted callers (the seed, service-role imports) load history
-- rather than complete anything, and are left out.
create trigger record_todo_created_completed
  after insert on public.todos
  for each row when (new.status = 'completed' and not private.is_trusted_caller())
  execute function private.record_todo_completed();

-- The forms refuse longer text first (src/lib/field-limits.ts FIELD_LIMITS name and label); the
-- database refuses it from any client.
alter table public.todos
  add constraint todos_name_length check (char_length(name) <= 200),
  add constraint todos_category_length check (category is null or char_length(category) <= 100);
