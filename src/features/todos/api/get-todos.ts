import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { TodoRow } from '../types'
import { todoKeys } from './keys'

/** SPEC §7 todos: "Read by event_id ordered by due_date ascending". */
export async function getTodos(eventId: string): Promise<TodoRow[]> {
  const { data } = await supabase
    .from('todos')
    .select('*')
    .eq('event_id', eventId)
    .order('due_date', { ascending: true })
    .order('created_at', { ascending: true })
    .throwOnError()
  return data
}

export function useTodos(eventId: string) {
  return useSWR(todoKeys.list(eventId), ([, id]) => getTodos(id))
}
