import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { ChecklistTodo } from '../wedding-checklist'
import { todoRefreshes } from './keys'

/** Several todos in one insert (the ready-made checklist): all of them or none. */
export async function addTodos(eventId: string, todos: readonly ChecklistTodo[]): Promise<number> {
  const { data } = await supabase
    .from('todos')
    .insert(todos.map((todo) => ({ ...todo, event_id: eventId })))
    .select('id')
    .throwOnError()
  return data.length
}

export function useAddTodos(eventId: string) {
  return useMutation({
    write: (todos: readonly ChecklistTodo[]) => addTodos(eventId, todos),
    refreshes: () => todoRefreshes(),
  })
}
