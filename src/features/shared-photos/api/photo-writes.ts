import { MEDIA_BUCKET } from '../../../lib/media-urls'
import { supabase } from '../../../lib/supabase'
import type { PhotoRow } from './get-photos'

/** SPEC §4 photo: publish (public true) or unpublish one or several photos. */
export async function setPhotosPublic(ids: string[], value: boolean): Promise<void> {
  await supabase.from('photos').update({ public: value }).in('id', ids).throwOnError()
}

/**
 * SPEC §4 photo: delete removes the stored file and the row. Files first: a row left without its
 * file would show a broken image, while a failed row delete after the files can be retried.
 */
export async function deletePhotos(photos: PhotoRow[]): Promise<void> {
  const { error } = await supabase.storage.from(MEDIA_BUCKET).remove(photos.map((photo) => photo.url))
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

/** Opens or closes the guests' uploads (the code stays the database's). */
export async function setUploadsOpen(eventId: string, open: boolean, settings: Record<string, unknown>) {
  await supabase
    .from('events')
    .update({ photoSharingSettings: { ...settings, public: open } })
    .eq('id', eventId)
    .throwOnError()
}

/** 'New code': the old one stops working at once. */
export async function rotateUploadCode(eventId: string): Promise<string> {
  const { data, error } = await supabase.rpc('rotate_upload_code', { p_event_id: eventId })
  if (error) throw new Error(error.message)
  return data
}
