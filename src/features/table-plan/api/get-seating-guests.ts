import useSWR from 'swr'
import { plusOnesOf } from '@kernel/plus-ones'
import { supabase } from '@/lib/supabase'
import type { SeatingGuest } from '../people'
import { tablePlanKeys } from './keys'

/** SPEC §7 guests: "Read by event_id" — only what seating needs. */
export async function getSeatingGuests(eventId: string): Promise<SeatingGuest[]> {
  const { data } = await supabase
    .from('guests')
    .select('id, name, status, plus_ones, rsvp_answers')
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

/** Keyed under the guests' prefix: every guest write refreshes it (api/keys.ts). */
export function useSeatingGuests(eventId: string) {
  return useSWR(tablePlanKeys.seatingGuests(eventId), ([, id]) => getSeatingGuests(id))
}
