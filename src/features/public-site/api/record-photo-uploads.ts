import { callPublicRpc } from '@/lib/public-rpc'

/** The stored files become the event's (private) photos, with one activity for the team. */
export async function recordPhotoUploads(
  eventRef: string,
  code: string,
  paths: string[],
  uploaderName: string,
  caption: string,
): Promise<void> {
  await callPublicRpc('record_photo_uploads', {
    p_event_ref: eventRef,
    p_code: code,
    p_paths: paths,
    p_uploader_name: uploaderName.trim() || null,
    p_caption: caption.trim() || null,
  })
}
