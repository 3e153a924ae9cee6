import useSWR from 'swr'
import type { Tables } from '../../../kernel/database.types'
import { supabase } from '../../../lib/supabase'

export type PhotoRow = Tables<'photos'>

export const eventPhotosKey = (eventId: string) => ['photos', 'event', eventId] as const

/** SPEC §7 photos: the event's photos, newest first. */
export async function getPhotos(eventId: string): Promise<PhotoRow[]> {
  const { data } = await supabase
    .from('photos')
    .select('*')
    .eq('event_id', eventId)
    .order('uploaded_at', { ascending: false })
    .order('id', { ascending: true })
    .throwOnError()
  return data
}

export function usePhotos(eventId: string) {
  return useSWR(eventPhotosKey(eventId), ([, , id]) => getPhotos(id))
}
