import { callPublicRpc } from '@/lib/public-rpc'

/** One storage path per file, each good for one upload within ten minutes. */
export async function authorizePhotoUploads(eventRef: string, code: string, fileNames: string[]): Promise<string[]> {
  return callPublicRpc<string[]>('authorize_photo_uploads', {
    p_event_ref: eventRef,
    p_code: code,
    p_file_names: fileNames,
  })
}
