import { useCallback } from 'react'
import type { TodoRow } from '../types'
import { updateTodo } from './save-todo'
import { useRevalidateTodos } from './revalidate-todos'

/**
 * The round check button. Completing records todo_completed in the database (trigger
 * record_todo_completed), so the client writes the status only and refreshes the feed after.
 */
export function useSetTodoStatus() {
  const revalidate = useRevalidateTodos()
  return useCallback(
    async (todo: TodoRow, status: TodoRow['status']) => {
      await updateTodo(todo.id, { status })
      await revalidate({ activity: status === 'completed' })
    },
    [revalidate],
  )
}
