import { useMutation } from '@/lib/data/use-mutation'
import { publishMedia, unpublishMedia } from '@/lib/media'
import { supabase } from '@/lib/supabase'
import type { PhotoRow } from '../types'
import { photoKeys } from './keys'

/**
 * SPEC §4 photo: publish (public true) or unpublish one or several photos. A published photo is
 * copied to the public bucket with its small rendition once its row says so (the bucket takes only
 * what the page shows); an unpublished one leaves the bucket first (the database refuses the
 * other order, EV050), so that no URL of it works once the page no longer shows it.
 */
export async function setPhotosPublic(all: readonly PhotoRow[], value: boolean): Promise<void> {
  // A file that is not an image stays private (the database refuses to publish it, EV070).
  const photos = value ? all.filter((photo) => !photo.file_problem) : all
  if (photos.length === 0) return
  const ids = photos.map((photo) => photo.id)
  const paths = photos.map((photo) => photo.url)
  if (!value) await unpublishMedia(paths)
  await supabase.from('photos').update({ public: value }).in('id', ids).throwOnError()
  if (value) await publishMedia(paths)
}

export function useSetPhotosPublic(eventId: string) {
  return useMutation({ write: setPhotosPublic, refreshes: () => [photoKeys.ofEvent(eventId)] })
}
