import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { guestKeys } from './keys'

/** SPEC §7 guests: "Delete by id"; a delete that removed nothing (refused or already gone) is an error. */
export async function deleteGuest(id: string): Promise<void> {
  const { data } = await supabase.from('guests').delete().eq('id', id).select('id').throwOnError()
  requireRows(data, 'This guest no longer exists, or you may no longer delete it.')
}

export function useDeleteGuest(eventId: string) {
  return useMutation({ write: deleteGuest, refreshes: () => [guestKeys.ofEvent(eventId)] })
}
