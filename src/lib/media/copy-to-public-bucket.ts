import { isPublicImage, leadingBytes } from '@kernel/file-signature'
import { compressImage } from '../images/compress-image'
import { storage, supabase } from '../supabase'
import {
  PUBLIC_MEDIA_BUCKET,
  PUBLIC_MEDIA_CACHE_SECONDS,
  SMALL_IMAGE_WIDTH,
  smallRenditionPath,
} from './public-image-urls'
import { MEDIA_BUCKET } from './signed-urls'

/**
 * The team's side of the public bucket (public-image-urls.ts): a file goes there when the public page
 * starts showing it (a photo published, a gift image or background saved) and leaves before the
 * page stops (the database refuses to unpublish a photo whose copy is still there, EV050). Only the
 * team's screens do this, with supabase-js's storage and the session's token, like the rest of
 * their writes (the row updates around these calls).
 */
async function upload(path: string, body: Blob): Promise<void> {
  const bucket = (await storage()).from(PUBLIC_MEDIA_BUCKET)
  // The bytes as the request's body (a Blob would go as a multipart form), with a year's cache.
  const { error } = await bucket.upload(path, await body.arrayBuffer(), {
    contentType: body.type || 'image/webp',
    cacheControl: String(PUBLIC_MEDIA_CACHE_SECONDS),
    upsert: false,
  })
  // Already there (published before, or twice at once): the bytes of a path never change.
  if (!error || ('statusCode' in error && error.statusCode === '409')) return
  throw new Error(`Could not publish the image: ${error.message}`)
}

async function download(path: string): Promise<Blob> {
  const found = await downloadIfThere(path)
  if (!found) throw new Error('Could not read the image')
  return found
}

async function downloadIfThere(path: string): Promise<Blob | null> {
  const { data } = await (await storage()).from(MEDIA_BUCKET).download(path)
  return data
}

/**
 * A guest's photo comes with its small rendition, made by the upload page beside it (photos
 * uploaded before that, and the team's own, have none).
 */
const mayHaveRendition = (path: string) => path.split('/')[2] === 'photos'

/** The small rendition for grids, made in the compression worker; null when the image is small already. */
async function smallRendition(image: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(image).catch(() => null)
  if (!bitmap) return null
  const wide = bitmap.width > SMALL_IMAGE_WIDTH
  bitmap.close()
  if (!wide) return null
  return compressImage(new File([image], 'small.webp', { type: image.type }), { maxWidthOrHeight: SMALL_IMAGE_WIDTH })
}

const PROBE = 16

/** The image squeezed to PROBE × PROBE pixels (RGBA), decoded at that size: no full-size canvas. */
async function probe(image: Blob): Promise<Uint8ClampedArray | null> {
  const bitmap = await createImageBitmap(image, {
    resizeWidth: PROBE,
    resizeHeight: PROBE,
    resizeQuality: 'medium',
  }).catch(() => null)
  if (!bitmap) return null
  const context = new OffscreenCanvas(PROBE, PROBE).getContext('2d')
  context?.drawImage(bitmap, 0, 0)
  bitmap.close()
  return context?.getImageData(0, 0, PROBE, PROBE).data ?? null
}

/**
 * Whether a guest's rendition shows the photo the team looked at: its bytes came from the guest's
 * phone and the team never saw them, so one showing another picture (on the public page's grid,
 * where the team had published this photo) is made again from the photo instead. Decoding both
 * that small costs a fraction of encoding a new WebP.
 */
async function samePicture(rendition: Blob, photo: Blob): Promise<boolean> {
  const [a, b] = await Promise.all([probe(rendition), probe(photo)])
  if (!a || !b) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) if (i % 4 !== 3) difference += Math.abs(a[i] - b[i])
  // Mean difference per colour channel, out of 255: a rescaled, re-encoded copy stays within a few.
  return difference / (PROBE * PROBE * 3) < 12
}

/** A file whose bytes are not a JPEG, PNG or WebP: it is never copied to the public bucket. */
export class NotAnImageError extends Error {
  constructor(readonly path: string) {
    super('This file is not an image')
  }
}

/** Tells the database the file was refused: a photo is flagged to the organisers and kept private. */
async function refuse(path: string): Promise<void> {
  const { error } = await supabase.rpc('refuse_public_copy', { p_path: path })
  if (error) console.error('Could not flag the file', path, error)
}

/**
 * Copies files of `media` to the public bucket with their small renditions, one after another.
 * `files` holds the bytes the caller has in hand (a fresh upload), else they are downloaded. A
 * guest's file is what the guest declared it: its first bytes are checked before any copy
 * (issue 28, G4), and one that is not an image is refused (NotAnImageError) after the others.
 */
export async function publishMedia(
  paths: readonly string[],
  files: ReadonlyMap<string, Blob> = new Map(),
): Promise<void> {
  let refused: string | null = null
  for (const path of new Set(paths.filter(Boolean))) {
    const image = files.get(path) ?? (await download(path))
    if (!isPublicImage(await leadingBytes(image))) {
      await refuse(path)
      refused = path
      continue
    }
    await upload(path, image)
    const made = mayHaveRendition(path) ? await downloadIfThere(smallRenditionPath(path)) : null
    const checked = made && isPublicImage(await leadingBytes(made)) ? made : null
    const small = checked && (await samePicture(checked, image)) ? checked : await smallRendition(image)
    if (small) await upload(smallRenditionPath(path), small)
  }
  if (refused) throw new NotAnImageError(refused)
}

/** Removes files' public copies and renditions (those that do not exist are skipped). */
export async function unpublishMedia(paths: readonly string[]): Promise<void> {
  const wanted = [...new Set(paths.filter(Boolean))]
  if (wanted.length === 0) return
  const bucket = (await storage()).from(PUBLIC_MEDIA_BUCKET)
  const { error } = await bucket.remove([...wanted, ...wanted.map(smallRenditionPath)])
  if (error) throw new Error(`Could not unpublish the images: ${error.message}`)
}

/**
 * publishMedia as the team's other writes use it: the row is saved already, so a failure is
 * logged rather than turned into a failed save; the public page signs an image without its copy.
 */
export async function publishMediaQuietly(
  paths: readonly (string | null | undefined)[],
  files?: ReadonlyMap<string, Blob>,
): Promise<void> {
  const wanted = paths.filter((path): path is string => Boolean(path))
  if (wanted.length === 0) return
  try {
    await publishMedia(wanted, files)
  } catch (error) {
    console.error('Publishing images failed', wanted, error)
  }
}

/** unpublishMedia, logging a failure (see publishMediaQuietly). */
export async function unpublishMediaQuietly(paths: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = paths.filter((path): path is string => Boolean(path))
  if (wanted.length === 0) return
  try {
    await unpublishMedia(wanted)
  } catch (error) {
    console.error('Unpublishing images failed', wanted, error)
  }
}
