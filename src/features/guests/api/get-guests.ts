import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { GuestRow } from '../types'
import { guestKeys } from './keys'

/** SPEC §7 guests: "Read by event_id"; sorted by name on screen (guest-filter.ts). */
export async function getGuests(eventId: string): Promise<GuestRow[]> {
  const { data } = await supabase.from('guests').select('*').eq('event_id', eventId).throwOnError()
  return data
}

export function useGuests(eventId: string) {
  return useSWR(guestKeys.list(eventId), ([, id]) => getGuests(id))
}
