import { signedUrlExpiry } from '@/lib/signed-url-expiry'

/** A page served from a cache may carry a URL about to expire: the page then signs its own. */
const STILL_VALID_MS = 60_000

/**
 * The background's URL as the server already signed it for the page's link preview (og:image,
 * api/event-page): the browser starts downloading it with the HTML, so the page uses that one
 * rather than signing (and downloading) the same image again.
 */
export function serverSignedUrl(path: string | null, now = Date.now()): string | undefined {
  if (!path || typeof document === 'undefined') return undefined
  const content = document.querySelector('meta[property="og:image"]')?.getAttribute('content')
  const encoded = path.split('/').map(encodeURIComponent).join('/')
  if (!content?.includes(`/storage/v1/object/sign/media/${encoded}?`)) return undefined
  return (signedUrlExpiry(content) ?? 0) - now > STILL_VALID_MS ? content : undefined
}
