import { MEDIA_BUCKET } from '@/lib/media'
import { storage } from '@/lib/supabase'

/** One stored photo file, whole, as the team may read it (the album download's source). */
export async function readPhotoFile(path: string): Promise<Blob> {
  const { data, error } = await (await storage()).from(MEDIA_BUCKET).download(path)
  if (error) throw new Error(error.message)
  return data
}
