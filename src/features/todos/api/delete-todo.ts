import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { todoRefreshes } from './keys'

/** SPEC §7 todos: "Delete by id"; a delete that removed nothing (refused or already gone) is an error. */
export async function deleteTodo(id: string): Promise<void> {
  const { data } = await supabase.from('todos').delete().eq('id', id).select('id').throwOnError()
  requireRows(data, 'This todo no longer exists, or you may no longer delete it.')
}

export function useDeleteTodo() {
  return useMutation({ write: deleteTodo, refreshes: () => todoRefreshes() })
}
