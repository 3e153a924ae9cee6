import { publicMediaUrlOn, SMALL_IMAGE_WIDTH, smallRenditionPath } from '@kernel/public-media'
import { env } from '../env'

export {
  PUBLIC_MEDIA_BUCKET,
  PUBLIC_MEDIA_CACHE_SECONDS,
  SMALL_IMAGE_WIDTH,
  smallRenditionPath,
} from '@kernel/public-media'

/**
 * What the public page shows (published photos, gift images, backgrounds) is also copied to the
 * public bucket `public-media` at the same path (supabase/migrations/…_add_public_media_bucket.sql):
 * a stable URL, no signing round trip, kept a year by browsers and CDNs (a path is one upload, its
 * bytes never change). Beside a copy may sit its small rendition, ≤ SMALL_IMAGE_WIDTH px wide,
 * for grids. get_public_event says which of the two exist (`files`: "full", "w480"); an image
 * without its copy (uploaded before the bucket existed) is signed as before (signed-urls.ts). Apart
 * from signed-urls.ts so that the guest's page loads the signing code only for such images.
 */
/** The public URL of a file of bucket `public-media`: anyone may read it, no token. */
export function publicMediaUrl(path: string): string {
  return publicMediaUrlOn(env.supabaseUrl, path)
}

export interface PublicImage {
  /** The full image. */
  src: string
  /** The small rendition when there is one, else the full image: what a grid shows. */
  small: string
  /** For `srcset` with `sizes`: the browser picks the small rendition where it is enough. */
  srcSet?: string
}

/** The public URLs of a path from its `files` (get_public_event), or undefined without a copy. */
export function publicImage(path: string | null | undefined, files: unknown): PublicImage | undefined {
  if (!path || !Array.isArray(files) || !files.includes('full')) return undefined
  const src = publicMediaUrl(path)
  if (!files.includes('w480')) return { src, small: src }
  const small = publicMediaUrl(smallRenditionPath(path))
  // The full image is at most 1920 px wide (SPEC §5 compression); its exact width does not matter
  // here, only that it is the one to take beyond the rendition's.
  return { src, small, srcSet: `${small} ${SMALL_IMAGE_WIDTH}w, ${src} 1920w` }
}
