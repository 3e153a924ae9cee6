import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../kernel/generated/database.types.js'
import { isPublicImage, leadingBytes } from '../../kernel/file-signature.js'
import { PUBLIC_MEDIA_BUCKET, PUBLIC_MEDIA_CACHE_SECONDS } from '../../kernel/public-media.js'

// The team's private bucket (MEDIA_BUCKET of src/lib/media/signed-urls.ts, which reads the browser's env).
const MEDIA_BUCKET = 'media'

export interface CopyResult {
  copied: number
  failed: number
  /** Files whose bytes are not a JPEG, PNG or WebP: left private, and a photo flagged to its organisers. */
  refused: number
}

/**
 * Copies what the public page shows and has no public copy yet (guests' auto-published uploads,
 * gift images and backgrounds whose copy the team's browser did not make) from `media` to
 * `public-media`, the stored bytes as they are, once their first bytes prove them a JPEG, PNG or
 * WebP: a guest may declare anything (issue 28, G4). A file that is not is refused
 * (refuse_public_copy: never tried again, a photo flagged and taken off the page). Only the full
 * file: a guest's small rendition came from the guest's phone, and the team's browser checks it
 * shows the photo before copying it (src/lib/media/copy-to-public-bucket.ts); unchecked here, the page shows the
 * full copy in grids instead. The service role bypasses storage's rules, so the path is looked at
 * again after the copy: no longer shown meanwhile, its copy is removed at once (unpublishing a
 * photo itself refuses while a copy exists, EV050).
 */
export async function copyPublicPhotos(
  db: SupabaseClient<Database>,
  options: { limit?: number; deadline?: number } = {},
): Promise<CopyResult> {
  const deadline = options.deadline ?? Date.now() + 5_000
  const { data, error } = await db.rpc('media_awaiting_public_copy', { p_limit: options.limit ?? 20 })
  if (error) throw error
  const result: CopyResult = { copied: 0, failed: 0, refused: 0 }
  for (const { url } of data ?? []) {
    if (Date.now() > deadline) break
    try {
      const outcome = await copyOne(db, url)
      if (outcome === 'copied') result.copied++
      if (outcome === 'refused') result.refused++
    } catch (failure) {
      result.failed++
      console.error('Copying a public photo failed', url, failure)
    }
  }
  return result
}

async function copyOne(db: SupabaseClient<Database>, path: string): Promise<'copied' | 'refused' | 'skipped'> {
  const file = await db.storage.from(MEDIA_BUCKET).download(path)
  if (file.error) throw file.error
  if (!isPublicImage(await leadingBytes(file.data))) {
    const refused = await db.rpc('refuse_public_copy', { p_path: path })
    if (refused.error) throw refused.error
    console.warn('Not an image: left private', path)
    return 'refused'
  }
  const stored = await db.storage.from(PUBLIC_MEDIA_BUCKET).upload(path, file.data, {
    contentType: file.data.type || 'application/octet-stream',
    cacheControl: String(PUBLIC_MEDIA_CACHE_SECONDS),
    upsert: false,
  })
  // Already there: the team's browser published it meanwhile, with the same bytes.
  if (stored.error && !isDuplicate(stored.error)) throw stored.error
  const still = await db.rpc('is_shown_publicly', { p_path: path })
  if (still.error) throw still.error
  if (still.data) return stored.error ? 'skipped' : 'copied'
  const removed = await db.storage.from(PUBLIC_MEDIA_BUCKET).remove([path])
  if (removed.error) throw removed.error
  return 'skipped'
}

function isDuplicate(error: Error): boolean {
  const status = (error as { statusCode?: string; status?: number }).statusCode
  return status === '409' || /already exists|duplicate/i.test(error.message)
}
