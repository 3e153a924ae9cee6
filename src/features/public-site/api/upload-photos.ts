import { env } from '@/lib/env'
import { callPublicRpc } from '@/lib/public-rpc'

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
 * is for a new object), with upload progress: XMLHttpRequest, as fetch reports none for request
 * bodies.
 */
export function uploadPhotoFile(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const encoded = path.split('/').map(encodeURIComponent).join('/')
    request.open('POST', `${env.supabaseUrl}/storage/v1/object/media/${encoded}`)
    request.setRequestHeader('apikey', env.supabaseAnonKey)
    request.setRequestHeader('Authorization', `Bearer ${env.supabaseAnonKey}`)
    request.setRequestHeader('Content-Type', 'image/webp')
    request.setRequestHeader('Cache-Control', 'max-age=3600')
    request.setRequestHeader('x-upsert', 'false')
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    request.onload = () =>
      request.status < 300 ? resolve() : reject(new Error(`Upload failed with status ${request.status}`))
    request.onerror = () => reject(new Error('Network error'))
    request.send(file)
  })
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
