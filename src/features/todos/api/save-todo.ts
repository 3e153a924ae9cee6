import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import type { TodoInput } from '../todo-input'
import type { TodoRow } from '../types'
import { useRevalidateTodos } from './revalidate-todos'

/** SPEC §7 todos: "Insert (event_id added)". */
export async function createTodo(eventId: string, input: TodoInput): Promise<TodoRow> {
  const { data } = await supabase
    .from('todos')
    .insert({ ...input, event_id: eventId })
    .select('*')
    .single()
    .throwOnError()
  return data
}

/** SPEC §7 todos: "Update by id". RLS hides rows it refuses, so no row back is a failure. */
export async function updateTodo(id: string, input: Partial<TodoInput> & { status?: TodoRow['status'] }) {
  const { data } = await supabase.from('todos').update(input).eq('id', id).select('*').throwOnError()
  if (data.length === 0) throw new Error('This todo no longer exists, or you may no longer edit it.')
  return data[0]
}

export function useSaveTodo(eventId: string) {
  const revalidate = useRevalidateTodos()
  return useCallback(
    async (input: TodoInput, existing: TodoRow | null): Promise<TodoRow> => {
      const saved = existing ? await updateTodo(existing.id, input) : await createTodo(eventId, input)
      await revalidate()
      return saved
    },
    [eventId, revalidate],
  )
}
