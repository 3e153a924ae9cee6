import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { dashboardKeys } from './keys'

/**
 * SPEC §7: all fields of the todos in the user's events whose assignees contain the user, with the
 * event's naming fields for the row label. Which of them are due is decided on the client
 * (todo-due.ts), on the viewer's calendar day.
 */
export async function getAssignedTodos(userId: string) {
  const { data: links } = await supabase.from('event_users').select('event_id').eq('user_id', userId).throwOnError()
  if (links.length === 0) return []
  const { data } = await supabase
    .from('todos')
    .select('*, event:events(id, name, type, spouse1, spouse2, person)')
    .in(
      'event_id',
      links.map((link) => link.event_id),
    )
    .contains('assignees', [userId])
    .order('due_date', { ascending: true })
    .throwOnError()
  return data
}

export type AssignedTodo = Awaited<ReturnType<typeof getAssignedTodos>>[number]

export function useAssignedTodos(userId: string | null) {
  return useSWR(userId ? dashboardKeys.assignedTodos(userId) : null, ([, id]) => getAssignedTodos(id))
}
