import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import { useRevalidateTodos } from './revalidate-todos'

/** SPEC §7 todos: "Delete by id"; a delete that removed nothing (refused or already gone) is an error. */
export async function deleteTodo(id: string): Promise<void> {
  const { data } = await supabase.from('todos').delete().eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw new Error('This todo no longer exists, or you may no longer delete it.')
}

export function useDeleteTodo() {
  const revalidate = useRevalidateTodos()
  return useCallback(
    async (id: string) => {
      await deleteTodo(id)
      await revalidate()
    },
    [revalidate],
  )
}
