import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { TodoInput } from '../todo-input'
import type { TodoRow } from '../types'
import { todoRefreshes } from './keys'

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
export async function updateTodo(
  id: string,
  input: Partial<TodoInput> & { status?: TodoRow['status'] },
): Promise<TodoRow> {
  const { data } = await supabase.from('todos').update(input).eq('id', id).select('*').throwOnError()
  return requireRows(data, 'This todo no longer exists, or you may no longer edit it.')[0]
}

/** Creates the todo, or updates `existing`; resolves with the saved row (its assignees are then told). */
export function useSaveTodo(eventId: string) {
  return useMutation({
    write: (input: TodoInput, existing: TodoRow | null) =>
      existing ? updateTodo(existing.id, input) : createTodo(eventId, input),
    refreshes: () => todoRefreshes(),
  })
}
