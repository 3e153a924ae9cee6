import { compressImage } from '@/lib/images/compress-image'
import { MEDIA_BUCKET } from '@/lib/media'
import { storage } from '@/lib/supabase'

/**
 * SPEC §3/§7: the background lives at {userId}/{eventId}/website/{timestamp}.{ext}, uploaded
 * with upsert, compressed like the photos. It only fills the draft: no cached read changes until
 * the settings are published.
 */
export async function uploadBackground(file: File, userId: string, eventId: string): Promise<string> {
  const compressed = await compressImage(file)
  const path = `${userId}/${eventId}/website/${Date.now()}.webp`
  const bucket = (await storage()).from(MEDIA_BUCKET)
  const { error } = await bucket.upload(path, compressed, {
    upsert: true,
    contentType: 'image/webp',
    cacheControl: '3600',
  })
  if (error) throw new Error(error.message)
  return path
}
