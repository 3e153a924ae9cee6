import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import type { PhotoRow } from '../types'
import { photoKeys } from './keys'

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
  return useSWR(photoKeys.list(eventId), ([, id]) => getPhotos(id))
}
