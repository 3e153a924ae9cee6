import { createHash, randomUUID } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { SUPABASE_DIR } from '../shared/config.ts'
import type { Queryable } from '../db/database.ts'
import { DiskStore } from './disk-store.ts'

/**
 * The demo's files (gift images…), stored as if uploaded, next to supabase/seed.sql: each file of
 * `supabase/seed-media/{bucket}/{key}` becomes object `{key}` of `{bucket}`. Runs only when the
 * seed is loaded into a new database; the rows that use these files come from seed.sql.
 */
export const SEED_MEDIA_DIR = resolve(SUPABASE_DIR, 'seed-media')

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' }
const mimeTypeOf = (key: string) => TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream'

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  )
  return nested.flat()
}

export async function placeSeedMedia(db: Queryable, storageDir: string, source = SEED_MEDIA_DIR): Promise<number> {
  if (!existsSync(source)) return 0
  const disk = new DiskStore(storageDir)
  let placed = 0
  for (const file of await filesUnder(source)) {
    const [bucket, ...parts] = relative(source, file).split(sep)
    const key = parts.join('/')
    if (!key) continue
    const bytes = await readFile(file)
    const version = randomUUID()
    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype: mimeTypeOf(key),
      // The public bucket's copies never change (src/lib/public-media-urls.ts): a year, as the app stores them.
      cacheControl: bucket === 'public-media' ? 'max-age=31536000' : 'max-age=3600',
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    }
    const inserted = await db.query(
      `insert into storage.objects (id, bucket_id, name, version, metadata)
       values ($1, $2, $3, $4, $5::jsonb) on conflict (bucket_id, name) do nothing`,
      [randomUUID(), bucket, key, version, JSON.stringify(metadata)],
    )
    if (inserted.rowCount === 0) continue
    const target = disk.objectPath(bucket, key, version)
    await mkdir(dirname(target), { recursive: true })
    await copyFile(file, target)
    placed++
  }
  return placed
}
