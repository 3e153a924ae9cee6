import { isPublicImage, leadingBytes } from '@kernel/file-signature'
import { env } from './env'
import { compressImage } from './images/compress-image'
import { MEDIA_BUCKET } from './media-urls'
import {
  PUBLIC_MEDIA_BUCKET,
  PUBLIC_MEDIA_CACHE_SECONDS,
  SMALL_IMAGE_WIDTH,
  smallRenditionPath,
} from './public-media-urls'

/**
 * The team's side of the public bucket (public-media-urls.ts): a file goes there when the public page
 * starts showing it (a photo published, a gift image or background saved) and leaves before the
 * page stops (the database refuses to unpublish a photo whose copy is still there, EV050). Plain
 * fetch with the user's token, as storage-api takes it: no part of supabase-js is needed here.
 */
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

function headers(accessToken: string): Record<string, string> {
  return { apikey: env.supabaseAnonKey, Authorization: `Bearer ${accessToken}` }
}

async function upload(path: string, body: Blob, accessToken: string): Promise<void> {
  const response = await fetch(`${env.supabaseUrl}/storage/v1/object/${PUBLIC_MEDIA_BUCKET}/${encodePath(path)}`, {
    method: 'POST',
    headers: {
      ...headers(accessToken),
      'Content-Type': body.type || 'image/webp',
      'Cache-Control': `max-age=${PUBLIC_MEDIA_CACHE_SECONDS}`,
      'x-upsert': 'false',
    },
    body,
  })
  if (response.ok) return
  // Already there (published before, or twice at once): the bytes of a path never change.
  const error = (await response.json().catch(() => ({}))) as { statusCode?: string; error?: string }
  if (error.statusCode === '409' || error.error === 'Duplicate') return
  throw new Error(`Could not publish the image (status ${response.status})`)
}

async function download(path: string, accessToken: string): Promise<Blob> {
  const found = await downloadIfThere(path, accessToken)
  if (!found) throw new Error('Could not read the image')
  return found
}

async function downloadIfThere(path: string, accessToken: string): Promise<Blob | null> {
  const response = await fetch(
    `${env.supabaseUrl}/storage/v1/object/authenticated/${MEDIA_BUCKET}/${encodePath(path)}`,
    {
      headers: headers(accessToken),
    },
  )
  return response.ok ? response.blob() : null
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
async function refuse(path: string, accessToken: string): Promise<void> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/refuse_public_copy`, {
    method: 'POST',
    headers: { ...headers(accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_path: path }),
  })
  if (!response.ok) console.error('Could not flag the file', path, response.status)
}

/**
 * Copies files of `media` to the public bucket with their small renditions, one after another.
 * `files` holds the bytes the caller has in hand (a fresh upload), else they are downloaded. A
 * guest's file is what the guest declared it: its first bytes are checked before any copy
 * (issue 28, G4), and one that is not an image is refused (NotAnImageError) after the others.
 */
export async function publishMedia(
  paths: readonly string[],
  accessToken: string,
  files: ReadonlyMap<string, Blob> = new Map(),
): Promise<void> {
  let refused: string | null = null
  for (const path of new Set(paths.filter(Boolean))) {
    const image = files.get(path) ?? (await download(path, accessToken))
    if (!isPublicImage(await leadingBytes(image))) {
      await refuse(path, accessToken)
      refused = path
      continue
    }
    await upload(path, image, accessToken)
    const made = mayHaveRendition(path) ? await downloadIfThere(smallRenditionPath(path), accessToken) : null
    const checked = made && isPublicImage(await leadingBytes(made)) ? made : null
    const small = checked && (await samePicture(checked, image)) ? checked : await smallRendition(image)
    if (small) await upload(smallRenditionPath(path), small, accessToken)
  }
  if (refused) throw new NotAnImageError(refused)
}

/** Removes files' public copies and renditions (those that do not exist are skipped). */
export async function unpublishMedia(paths: readonly string[], accessToken: string): Promise<void> {
  const wanted = [...new Set(paths.filter(Boolean))]
  if (wanted.length === 0) return
  const response = await fetch(`${env.supabaseUrl}/storage/v1/object/${PUBLIC_MEDIA_BUCKET}`, {
    method: 'DELETE',
    headers: { ...headers(accessToken), 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefixes: [...wanted, ...wanted.map(smallRenditionPath)] }),
  })
  if (!response.ok) throw new Error(`Could not unpublish the images (status ${response.status})`)
}

/**
 * publishMedia as the team's other writes use it: the row is saved already, so a failure is
 * logged rather than turned into a failed save; the public page signs an image without its copy.
 */
export async function publishMediaQuietly(
  token: () => Promise<string | undefined>,
  paths: readonly (string | null | undefined)[],
  files?: ReadonlyMap<string, Blob>,
): Promise<void> {
  const wanted = paths.filter((path): path is string => Boolean(path))
  if (wanted.length === 0) return
  try {
    const accessToken = await token()
    if (accessToken) await publishMedia(wanted, accessToken, files)
  } catch (error) {
    console.error('Publishing images failed', wanted, error)
  }
}

/** unpublishMedia, logging a failure (see publishMediaQuietly). */
export async function unpublishMediaQuietly(
  token: () => Promise<string | undefined>,
  paths: readonly (string | null | undefined)[],
): Promise<void> {
  const wanted = paths.filter((path): path is string => Boolean(path))
  if (wanted.length === 0) return
  try {
    const accessToken = await token()
    if (accessToken) await unpublishMedia(wanted, accessToken)
  } catch (error) {
    console.error('Unpublishing images failed', wanted, error)
  }
}
