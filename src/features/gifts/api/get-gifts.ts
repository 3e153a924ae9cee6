import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { GiftRow } from '../types'
import { giftKeys } from './keys'

/** SPEC §7 gifts: "Read by event_id"; oldest first, so a new gift lands at the end of the grid. */
export async function getGifts(eventId: string): Promise<GiftRow[]> {
  const { data } = await supabase
    .from('gifts')
    .select('*')
    .eq('event_id', eventId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .throwOnError()
  return data
}

export function useGifts(eventId: string) {
  return useSWR(giftKeys.list(eventId), ([, id]) => getGifts(id))
}
