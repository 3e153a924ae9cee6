import { isPublicImage, leadingBytes } from '@kernel/file-signature'
import { compressImage } from '@/lib/images/compress-image'
import { webpFileName } from '@/lib/images/image-files'
import { SMALL_IMAGE_WIDTH, smallRenditionPath } from '@/lib/media'
import { authorizePhotoUploads, recordPhotoUploads, uploadPhotoFile } from '../api/upload-photos'

/** `refused`: the file is not an image (its bytes, or it cannot be decoded); it is skipped, never retried. */
export type PhotoStatus = 'waiting' | 'compressing' | 'sending' | 'sent' | 'failed' | 'refused'

export interface ChosenPhoto {
  id: string
  name: string
  blob: Blob
  status: PhotoStatus
  /** 0–1 of this photo's upload. */
  progress: number
}

export interface SendRequest {
  eventRef: string
  code: string
  uploaderName: string
  caption: string
}

/** Waits before retry n (1, 2, 4 s…): a dropped signal often comes back within seconds. */
export const retryDelayMs = (attempt: number) => 1000 * 2 ** attempt
const ATTEMPTS = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function withRetries<T>(work: () => Promise<T>, delay = retryDelayMs): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt + 1 >= ATTEMPTS) throw error
      await sleep(delay(attempt))
    }
  }
}

/**
 * The photo's small rendition for the public page's grid, made in the same worker from the
 * compressed photo and stored beside it (the database takes it only after the photo, once):
 * publishing then copies it rather than compressing again in the organiser's browser. Without
 * it (a failure here) the photo is sent all the same; publishing makes the rendition itself.
 */
async function sendSmallRendition(path: string, photo: File): Promise<void> {
  try {
    const small = await compressImage(photo, { maxWidthOrHeight: SMALL_IMAGE_WIDTH })
    await uploadPhotoFile(smallRenditionPath(path), small, () => {})
  } catch (error) {
    console.error('Small rendition not sent', path, error)
  }
}

/** Whether the chosen file is a JPEG, PNG or WebP by its first bytes, whatever its name or type say. */
async function isImage(photo: ChosenPhoto): Promise<boolean> {
  return isPublicImage(await leadingBytes(photo.blob))
}

/**
 * Sends the photos not sent yet: those that are not images set aside (refused, with their
 * reason, and never retried: a retry would fail the same way), paths granted for the others at
 * once, then each photo compressed in the worker and uploaded (retried with back-off), then the
 * sent ones recorded as the event's photos. `update` reports each photo's progress; the result
 * counts what happened.
 */
export async function sendPhotos(
  photos: ChosenPhoto[],
  request: SendRequest,
  update: (id: string, patch: Partial<ChosenPhoto>) => void,
  onSent: (id: string) => void,
  delay = retryDelayMs,
): Promise<{ sent: number; failed: number; refused: number; published: boolean }> {
  const todo: ChosenPhoto[] = []
  let refused = 0
  for (const photo of photos.filter((p) => p.status !== 'sent' && p.status !== 'refused')) {
    if (await isImage(photo)) todo.push(photo)
    else {
      update(photo.id, { status: 'refused', progress: 0 })
      refused++
    }
  }
  if (todo.length === 0) return { sent: 0, failed: 0, refused, published: false }
  let paths: string[]
  try {
    paths = await withRetries(
      () =>
        authorizePhotoUploads(
          request.eventRef,
          request.code,
          todo.map((photo) => webpFileName(photo.name)),
        ),
      delay,
    )
  } catch (error) {
    for (const photo of todo) update(photo.id, { status: 'failed', progress: 0 })
    throw error
  }
  const sentPaths: string[] = []
  const sentIds: string[] = []
  let failed = 0
  let published = false
  for (const [index, photo] of todo.entries()) {
    try {
      update(photo.id, { status: 'compressing', progress: 0 })
      const file = await compressImage(new File([photo.blob], photo.name, { type: photo.blob.type })).catch(() => null)
      // Image bytes the browser cannot decode: not an image it can send either.
      if (!file) {
        update(photo.id, { status: 'refused', progress: 0 })
        refused++
        continue
      }
      update(photo.id, { status: 'sending' })
      await withRetries(() => uploadPhotoFile(paths[index], file, (progress) => update(photo.id, { progress })), delay)
      await sendSmallRendition(paths[index], file)
      sentPaths.push(paths[index])
      sentIds.push(photo.id)
      update(photo.id, { progress: 1 })
    } catch {
      update(photo.id, { status: 'failed', progress: 0 })
      failed++
    }
  }
  if (sentPaths.length > 0) {
    try {
      const recorded = await withRetries(
        () => recordPhotoUploads(request.eventRef, request.code, sentPaths, request.uploaderName, request.caption),
        delay,
      )
      published = recorded.published
    } catch {
      // Stored but not recorded: the team would never see them, so they count as failed.
      for (const id of sentIds) update(id, { status: 'failed', progress: 0 })
      return { sent: 0, failed: failed + sentIds.length, refused, published: false }
    }
    for (const id of sentIds) {
      update(id, { status: 'sent' })
      onSent(id)
    }
  }
  return { sent: sentPaths.length, failed, refused, published }
}
