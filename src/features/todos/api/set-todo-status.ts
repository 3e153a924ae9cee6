import { useMutation } from '@/lib/data/use-mutation'
import type { TodoRow } from '../types'
import { todoRefreshes } from './keys'
import { updateTodo } from './save-todo'

/**
 * The round check button. Completing records todo_completed in the database (trigger
 * record_todo_completed), so the client writes the status only and refreshes the feed after.
 */
export function useSetTodoStatus() {
  return useMutation({
    write: (todo: TodoRow, status: TodoRow['status']) => updateTodo(todo.id, { status }),
    refreshes: (_saved, todo, status) => todoRefreshes(status === 'completed' ? todo.event_id : undefined),
  })
}
