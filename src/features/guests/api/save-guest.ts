import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import type { GuestInput } from '../guest-input'
import type { GuestRow } from '../types'
import { useRevalidateGuests } from './revalidate-guests'

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

/** SPEC §7 guests: "Update by id". RLS hides rows it refuses, so no row back is a failure. */
export async function updateGuest(id: string, input: GuestInput): Promise<GuestRow> {
  if (!id) throw new Error(NO_ID_FOR_UPDATE)
  const { data } = await supabase
    .from('guests')
    .update({ ...input, last_updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('*')
    .throwOnError()
  if (data.length === 0) throw new Error('This guest no longer exists, or you may no longer edit it.')
  return data[0]
}

export function useSaveGuest(eventId: string) {
  const revalidate = useRevalidateGuests()
  return useCallback(
    async (input: GuestInput, existing: GuestRow | null): Promise<GuestRow> => {
      const saved = existing ? await updateGuest(existing.id, input) : await createGuest(eventId, input)
      await revalidate()
      return saved
    },
    [eventId, revalidate],
  )
}
