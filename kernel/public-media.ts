/**
 * The public bucket `public-media`: what the guest page shows (published photos, gift images,
 * backgrounds) is copied there at the same path (supabase/migrations/…_add_public_media_bucket.sql),
 * beside it may sit its small rendition for grids. One definition for the app (src/lib/
 * public-media-urls.ts), the event-page function and the photo-copy job (api/).
 */
export const PUBLIC_MEDIA_BUCKET = 'public-media'
export const SMALL_IMAGE_WIDTH = 480
/** A year: the longest max-age a CDN keeps as is; the path never changes content. */
export const PUBLIC_MEDIA_CACHE_SECONDS = 31_536_000

export const smallRenditionPath = (path: string) => `${path}.w480.webp`

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** The public URL of a file of `public-media` on the Supabase project at `supabaseUrl`: no token. */
export function publicMediaUrlOn(supabaseUrl: string, path: string): string {
  return `${supabaseUrl}/storage/v1/object/public/${PUBLIC_MEDIA_BUCKET}/${encodePath(path)}`
}
