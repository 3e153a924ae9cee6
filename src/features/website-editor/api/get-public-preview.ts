import useSWR from 'swr'
import type { PublicEvent } from '@kernel/public-event'
import { supabase } from '@/lib/supabase'
import { websiteKeys } from './keys'

/** The event exactly as its public page reads it, for the live preview; null when there is none. */
export async function getPublicPreview(eventId: string): Promise<PublicEvent | null> {
  const { data } = await supabase.rpc('get_public_event', { p_ref: eventId }).throwOnError()
  return ((data ?? [])[0] ?? null) as PublicEvent | null
}

export function usePublicPreview(eventId: string) {
  return useSWR(websiteKeys.preview(eventId), ([, id]) => getPublicPreview(id))
}
