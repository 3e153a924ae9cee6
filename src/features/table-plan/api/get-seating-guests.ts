import useSWR from 'swr'
import { plusOnesOf } from '../../../kernel/plus-ones'
import { supabase } from '../../../lib/supabase'
import type { SeatingGuest } from '../people'

/** SPEC §7 guests: "Read by event_id" — only what seating needs. Keyed under guests, so guest edits revalidate it. */
export const seatingGuestsKey = (eventId: string) => ['guests', eventId, 'seating'] as const

export async function getSeatingGuests(eventId: string): Promise<SeatingGuest[]> {
  const { data } = await supabase
    .from('guests')
    .select('id, name, status, plus_ones')
    .eq('event_id', eventId)
    // By name, as the guest list reads; homonyms in the order they were added.
    .order('name')
    .order('created_at')
    .order('id')
    .throwOnError()
  return data.map((row) => ({
    ...row,
    plus_ones: plusOnesOf(row.plus_ones),
  }))
}

export function useSeatingGuests(eventId: string) {
  return useSWR(seatingGuestsKey(eventId), ([, id]) => getSeatingGuests(id))
}
