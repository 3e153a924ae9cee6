import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'

export interface PhotoBytes {
  photos: number
  /** Mean bytes of a stored photo (the ≤ 1920 px WebP the upload page makes), bucket `media`. */
  fullBytes: number
  /** Mean bytes of its ≤ 480 px rendition (`{path}.w480.webp`), beside its public copy. */
  renditionBytes: number
  /** One photo kept private: the file and its rendition, both in `media`. */
  privateBytes: number
  /** One published photo: both again in `public-media`. */
  publishedBytes: number
  /** What 1,500 photos take when all are published, and when none is. */
  photos1500AllPublishedMb: number
  photos1500PrivateMb: number
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

/** The bytes the demo's photos and their renditions take (supabase/seed-media), per photo. */
export function measurePhotoBytes(root = resolve(PROJECT_ROOT, 'supabase/seed-media')): PhotoBytes {
  const photos = files(root).filter((path) => /\/photos\//.test(path))
  const full = photos.filter((path) => path.includes('/media/') && !path.endsWith('.w480.webp'))
  const renditions = photos.filter((path) => path.endsWith('.w480.webp'))
  const mean = (list: string[]) => Math.round(list.reduce((sum, path) => sum + statSync(path).size, 0) / list.length)
  const fullBytes = mean(full)
  const renditionBytes = mean(renditions)
  const privateBytes = fullBytes + renditionBytes
  const publishedBytes = 2 * privateBytes
  const mb = (bytes: number) => Math.round(bytes / 1e4) / 100
  return {
    photos: full.length,
    fullBytes,
    renditionBytes,
    privateBytes,
    publishedBytes,
    photos1500AllPublishedMb: mb(1500 * publishedBytes),
    photos1500PrivateMb: mb(1500 * privateBytes),
  }
}
