import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../kernel/generated/database.types.js'
import type { NotifyUserInput } from './notify-user-input.js'

type Db = SupabaseClient<Database>

export type NotifyCheck = { ok: true; todoName: string } | { ok: false; status: number; message: string }

/**
 * SPEC §7: notifications go to a todo's assignees. The recipient must be on the event's team
 * (pending invitees included: they may be assigned already) and among the todo's assignees, so
 * the endpoint cannot be used to message arbitrary people.
 */
export async function checkAssignment(db: Db, input: NotifyUserInput): Promise<NotifyCheck> {
  const [membership, todo] = await Promise.all([
    db.from('event_users').select('id').eq('event_id', input.eventId).eq('user_id', input.userId).maybeSingle(),
    db.from('todos').select('name, assignees').eq('id', input.data.todoId).eq('event_id', input.eventId).maybeSingle(),
  ])
  if (membership.error) throw membership.error
  if (todo.error) throw todo.error
  if (!membership.data) return { ok: false, status: 403, message: 'This user is not a member of this event.' }
  if (!todo.data) return { ok: false, status: 404, message: 'This todo was not found in this event.' }
  if (!todo.data.assignees.includes(input.userId)) {
    return { ok: false, status: 403, message: 'This user is not assigned to this todo.' }
  }
  return { ok: true, todoName: todo.data.name }
}

/** The unread notification about this todo already waiting for the user, if any. */
async function waitingNotification(db: Db, input: NotifyUserInput): Promise<string | undefined> {
  const { data, error } = await db
    .from('notifications')
    .select('id')
    .eq('user_id', input.userId)
    .eq('event_id', input.eventId)
    .eq('type', input.type)
    .eq('read', false)
    .eq('data->>todoId', input.data.todoId)
    .limit(1)
  if (error) throw error
  return data[0]?.id
}

/**
 * Inserts the notification unless an unread one for the same todo already waits for the user:
 * a retried request, or the same assignment sent twice, must not ring the bell twice. Two calls
 * racing both pass the first check; the database's unique index (one unread todo_assigned per
 * user and todo) refuses the second insert, which then answers with the first one.
 */
export async function notifyOnce(
  db: Db,
  input: NotifyUserInput,
  todoName: string,
): Promise<{ id: string; created: boolean }> {
  const waiting = await waitingNotification(db, input)
  if (waiting) return { id: waiting, created: false }
  const { data: row, error } = await db
    .from('notifications')
    .insert({
      user_id: input.userId,
      event_id: input.eventId,
      type: input.type,
      data: { todoId: input.data.todoId, todoName, by: input.data.by },
    })
    .select('id')
    .single()
  if (error?.code === '23505') {
    const winner = await waitingNotification(db, input)
    if (winner) return { id: winner, created: false }
  }
  if (error) throw error
  return { id: row.id, created: true }
}
