import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { GuestInput } from '../guest-input'
import type { GuestRow } from '../types'
import { guestKeys } from './keys'

/** SPEC §8: an update without an id fails with this sentence. */
export const NO_ID_FOR_UPDATE = 'No ID provided for update'

/** SPEC §7 guests: "Insert with number" — number is recomputed by the database (1 + plus-ones, 0 declined). */
export async function createGuest(eventId: string, input: GuestInput): Promise<GuestRow> {
  const { data } = await supabase
    .from('guests')
    .insert({ ...input, event_id: eventId })
    .select('*')
    .single()
    .throwOnError()
  return data
}

/** SPEC §7 guests: "Update by id". */
export async function updateGuest(id: string, input: GuestInput): Promise<GuestRow> {
  if (!id) throw new Error(NO_ID_FOR_UPDATE)
  const { data } = await supabase
    .from('guests')
    .update({ ...input, last_updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('*')
    .throwOnError()
  return requireRows(data, 'This guest no longer exists, or you may no longer edit it.')[0]
}

/** Creates the guest, or updates `existing`. */
export function useSaveGuest(eventId: string) {
  return useMutation({
    write: (input: GuestInput, existing: GuestRow | null) =>
      existing ? updateGuest(existing.id, input) : createGuest(eventId, input),
    refreshes: () => [guestKeys.ofEvent(eventId)],
  })
}
