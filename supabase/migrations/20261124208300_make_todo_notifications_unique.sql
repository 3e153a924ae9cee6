-- One unread todo_assigned notification per user and todo, whatever races: /api/notify-user checks
-- for one before inserting, but two simultaneous calls could both pass that check. The index
-- makes the second insert fail (23505), and the endpoint then answers with the first one.
-- Duplicates already stored are kept, as read, so that the index can be built.

update public.notifications n set read = true
where n.type = 'todo_assigned' and not n.read
  and exists (
    select 1 from public.notifications older
    where older.type = 'todo_assigned' and not older.read
      and older.user_id = n.user_id and older.event_id is not distinct from n.event_id
      and older.data ->> 'todoId' = n.data ->> 'todoId'
      and (older.created_at, older.id) < (n.created_at, n.id));

create unique index notifications_unread_todo_assigned_key
  on public.notifications (user_id, event_id, (data ->> 'todoId'))
  where type = 'todo_assigned' and not read;
