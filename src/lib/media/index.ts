/**
 * The app's images in storage. Two buckets: `media`, private, whose files are shown through
 * URLs signed for whoever may read them (signed-urls.ts), and `public-media`, the copies of
 * what the guest page shows, at stable public URLs (public-image-urls.ts), which the team's
 * screens fill and empty as photos are published (copy-to-public-bucket.ts, loaded on first use).
 * Every module here stays out of a screen's chunk unless the screen uses it: the guest page takes
 * the public URLs and nothing else.
 */
export { ANONYMOUS_URL_SECONDS, MEDIA_BUCKET, signMediaUrls, useMediaUrls, type MediaUrls } from './signed-urls'
export {
  PUBLIC_MEDIA_BUCKET,
  PUBLIC_MEDIA_CACHE_SECONDS,
  publicImage,
  publicMediaUrl,
  SMALL_IMAGE_WIDTH,
  smallRenditionPath,
  type PublicImage,
} from './public-image-urls'
export { publishMedia, publishMediaQuietly, unpublishMedia, unpublishMediaQuietly } from './copy-to-public-bucket-lazy'
