import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import { useRevalidateGuests } from './revalidate-guests'

/** SPEC §7 guests: "Delete by id"; a delete that removed nothing (refused or already gone) is an error. */
export async function deleteGuest(id: string): Promise<void> {
  const { data } = await supabase.from('guests').delete().eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw new Error('This guest no longer exists, or you may no longer delete it.')
}

export function useDeleteGuest() {
  const revalidate = useRevalidateGuests()
  return useCallback(
    async (id: string) => {
      await deleteGuest(id)
      await revalidate()
    },
    [revalidate],
  )
}
