import { useMutation } from '@/lib/data/use-mutation'
import { MEDIA_BUCKET, smallRenditionPath, unpublishMedia } from '@/lib/media'
import { storage, supabase } from '@/lib/supabase'
import type { PhotoRow } from '../types'
import { photoKeys } from './keys'

/**
 * SPEC §4 photo: delete removes the stored file and the row. Files first: a row left without its
 * file would show a broken image, while a failed row delete after the files can be retried. The
 * public copies go first of all (the database keeps a photo whose copy is still public, EV050).
 */
export async function deletePhotos(photos: readonly PhotoRow[]): Promise<void> {
  const published = photos.filter((photo) => photo.public).map((photo) => photo.url)
  if (published.length > 0) await unpublishMedia(published)
  const bucket = (await storage()).from(MEDIA_BUCKET)
  // With the small renditions guests' uploads bring (those that do not exist are skipped).
  const { error } = await bucket.remove(photos.flatMap((photo) => [photo.url, smallRenditionPath(photo.url)]))
  if (error) throw new Error(error.message)
  await supabase
    .from('photos')
    .delete()
    .in(
      'id',
      photos.map((photo) => photo.id),
    )
    .throwOnError()
}

export function useDeletePhotos(eventId: string) {
  return useMutation({ write: deletePhotos, refreshes: () => [photoKeys.ofEvent(eventId)] })
}
