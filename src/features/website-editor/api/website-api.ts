import useSWR from 'swr'
import type { Json } from '../../../kernel/database.types'
import { compressImage } from '../../../lib/images/compress-image'
import { MEDIA_BUCKET } from '../../../lib/media-urls'
import { supabase } from '../../../lib/supabase'
import type { PublicEvent } from '../../public-site'

/** The event exactly as its public page reads it, for the live preview. */
export function usePublicPreviewEvent(eventId: string) {
  return useSWR(['public-event-preview', eventId] as const, async ([, id]) => {
    const { data } = await supabase.rpc('get_public_event', { p_ref: id }).throwOnError()
    return ((data ?? [])[0] ?? null) as PublicEvent | null
  })
}

/**
 * SPEC §3/§7: the background lives at {userId}/{eventId}/website/{timestamp}.{ext}, uploaded
 * with upsert, compressed like the photos.
 */
export async function uploadBackground(file: File, userId: string, eventId: string): Promise<string> {
  const compressed = await compressImage(file)
  const path = `${userId}/${eventId}/website/${Date.now()}.webp`
  const { error } = await supabase.storage
    .from(MEDIA_BUCKET)
    .upload(path, compressed, { upsert: true, contentType: 'image/webp', cacheControl: '3600' })
  if (error) throw new Error(error.message)
  return path
}

/** 'Publish changes': the event's websiteSettings as drafted. */
export async function publishWebsiteSettings(eventId: string, settings: { [key: string]: Json }): Promise<void> {
  await supabase.from('events').update({ websiteSettings: settings }).eq('id', eventId).throwOnError()
}
