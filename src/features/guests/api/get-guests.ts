import useSWR from 'swr'
import { supabase } from '../../../lib/supabase'
import type { GuestRow } from '../types'

/** SPEC §7 guests: "guests per event", refreshed after every guest write (revalidate-guests.ts). */
export const eventGuestsKey = (eventId: string) => ['guests', 'event', eventId] as const

/** SPEC §7 guests: "Read by event_id"; sorted by name on screen (guest-filter.ts). */
export async function getGuests(eventId: string): Promise<GuestRow[]> {
  const { data } = await supabase.from('guests').select('*').eq('event_id', eventId).throwOnError()
  return data
}

export function useGuests(eventId: string) {
  return useSWR(eventGuestsKey(eventId), ([, , id]) => getGuests(id))
}
