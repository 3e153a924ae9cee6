import { MEDIA_BUCKET } from '@/lib/media'
import { storage } from '@/lib/supabase'
import { giftImagePath } from '../gift-image-path'

/** SPEC §9: gift images are cached for 3600 s. */
const CACHE_CONTROL = '3600'

/** SPEC §7 storage: "Upload with cache control 3600 and no overwrite for gifts". Returns the path. */
export async function uploadGiftImage(file: File, userId: string, eventId: string): Promise<string> {
  const path = giftImagePath(userId, eventId)
  const bucket = (await storage()).from(MEDIA_BUCKET)
  const { error } = await bucket.upload(path, file, {
    cacheControl: CACHE_CONTROL,
    upsert: false,
    contentType: file.type || 'image/webp',
  })
  if (error) throw new Error(`Could not upload the image: ${error.message}`)
  return path
}
