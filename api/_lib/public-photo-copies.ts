import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/kernel/database.types.js'
import { PUBLIC_MEDIA_BUCKET, PUBLIC_MEDIA_CACHE_SECONDS } from '../../src/kernel/public-media.js'

// The team's private bucket (MEDIA_BUCKET of src/lib/media-urls.ts, which reads the browser's env).
const MEDIA_BUCKET = 'media'

export interface CopyResult {
  copied: number
  failed: number
}

/**
 * Copies public photos that have no public copy yet (guests' auto-published uploads) from `media`
 * to `public-media`, the stored bytes as they are. Only the full file: a guest's small rendition
 * came from the guest's phone, and the team's browser checks it shows the photo before copying it
 * (src/lib/public-media.ts); unchecked here, the page shows the full copy in grids instead.
 * The service role bypasses storage's rules, so the photo is read again after the copy: unpublished
 * meanwhile, its copy is removed at once (unpublishing itself refuses while a copy exists, EV050).
 */
export async function copyPublicPhotos(
  db: SupabaseClient<Database>,
  options: { limit?: number; deadline?: number } = {},
): Promise<CopyResult> {
  const deadline = options.deadline ?? Date.now() + 5_000
  const { data, error } = await db.rpc('photos_awaiting_public_copy', { p_limit: options.limit ?? 20 })
  if (error) throw error
  const result: CopyResult = { copied: 0, failed: 0 }
  for (const { url } of data ?? []) {
    if (Date.now() > deadline) break
    try {
      if (await copyOne(db, url)) result.copied++
    } catch (failure) {
      result.failed++
      console.error('Copying a public photo failed', url, failure)
    }
  }
  return result
}

async function copyOne(db: SupabaseClient<Database>, path: string): Promise<boolean> {
  const file = await db.storage.from(MEDIA_BUCKET).download(path)
  if (file.error) throw file.error
  const stored = await db.storage.from(PUBLIC_MEDIA_BUCKET).upload(path, file.data, {
    contentType: file.data.type || 'application/octet-stream',
    cacheControl: String(PUBLIC_MEDIA_CACHE_SECONDS),
    upsert: false,
  })
  // Already there: the team's browser published it meanwhile, with the same bytes.
  if (stored.error && !isDuplicate(stored.error)) throw stored.error
  const still = await db.from('photos').select('public').eq('url', path).maybeSingle()
  if (still.error) throw still.error
  if (still.data?.public) return !stored.error
  const removed = await db.storage.from(PUBLIC_MEDIA_BUCKET).remove([path])
  if (removed.error) throw removed.error
  return false
}

function isDuplicate(error: Error): boolean {
  const status = (error as { statusCode?: string; status?: number }).statusCode
  return status === '409' || /already exists|duplicate/i.test(error.message)
}
