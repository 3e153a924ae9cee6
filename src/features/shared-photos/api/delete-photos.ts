import { useMutation } from '@/lib/data/use-mutation'
import { currentAccessToken } from '@/lib/access-token'
import { MEDIA_BUCKET } from '@/lib/media-urls'
import { unpublishMedia } from '@/lib/public-media-lazy'
import { smallRenditionPath } from '@/lib/public-media-urls'
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
  if (published.length > 0) {
    const token = await currentAccessToken()
    if (!token) throw new Error('Not signed in')
    await unpublishMedia(published, token)
  }
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
