import { callPublicRpc, uploadObject } from '@/lib/supabase-http'

/*
 * The upload page's calls, in the order it makes them (SPEC §5 photo upload): the code opens the
 * event's uploads, the database grants one path per photo, each file goes to its path, and the
 * stored files are recorded as the event's photos.
 */

/** Step 1 (SPEC §5 upload code): resolves when the code opens the event's uploads, or throws EV001/EV002/EV013. */
export async function checkUploadCode(eventRef: string, code: string): Promise<void> {
  await callPublicRpc('check_upload_code', { p_event_ref: eventRef, p_code: code })
}

/** One storage path per file, each good for one upload within ten minutes. */
export async function authorizePhotoUploads(eventRef: string, code: string, fileNames: string[]): Promise<string[]> {
  return callPublicRpc<string[]>('authorize_photo_uploads', {
    p_event_ref: eventRef,
    p_code: code,
    p_file_names: fileNames,
  })
}

/**
 * Sends one file to its granted path (authorizePhotoUploads), never overwriting (the grant
 * is for a new object), with upload progress.
 */
export function uploadPhotoFile(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  // The private bucket `media` (MEDIA_BUCKET) named here: its module is the signing code, not for this page.
  return uploadObject('media', path, file, { contentType: 'image/webp', cacheSeconds: 3600, onProgress })
}

/**
 * The stored files become the event's photos, with one activity for the team: private until the
 * team publishes them, or published at once when the event auto-publishes guests' photos.
 */
export async function recordPhotoUploads(
  eventRef: string,
  code: string,
  paths: string[],
  uploaderName: string,
  caption: string,
): Promise<{ published: boolean }> {
  const answer = await callPublicRpc<{ published?: unknown } | null>('record_photo_uploads', {
    p_event_ref: eventRef,
    p_code: code,
    p_paths: paths,
    p_uploader_name: uploaderName.trim() || null,
    p_caption: caption.trim() || null,
  })
  return { published: answer?.published === true }
}
