import { signedUrlExpiry } from './signed-url-expiry'

/**
 * Signing again, before they expire, the image URLs of a page left open (signed-urls.ts): only
 * those whose image has not loaded yet, so that nothing is downloaded twice. Loaded lazily, after
 * the page's first paint, since URLs live minutes.
 */

/** An image not loaded yet is signed again this long before its URL expires. */
const RESIGN_BEFORE_MS = 60_000

/** The `src` of every image that has loaded in this document: those keep their URL. */
const loadedUrls = new Set<string>()
// Images that loaded before this module did, then every later one: load events do not bubble,
// so one listener in the capture phase sees every image's.
for (const image of Array.from(document.images)) {
  const src = image.getAttribute('src')
  if (src && image.complete && image.naturalWidth > 0) loadedUrls.add(src)
}
document.addEventListener(
  'load',
  (event) => {
    const src = event.target instanceof HTMLImageElement ? event.target.getAttribute('src') : null
    if (src) loadedUrls.add(src)
  },
  true,
)

/** The paths whose URL expires within RESIGN_BEFORE_MS and whose image has not loaded yet. */
function expiring(urls: ReadonlyMap<string, string>, now: number): string[] {
  return [...urls]
    .filter(([, url]) => !loadedUrls.has(url) && (signedUrlExpiry(url) ?? Infinity) - RESIGN_BEFORE_MS <= now)
    .map(([path]) => path)
}

/** When the next URL of an image not loaded yet needs signing again, or null if none will. */
function nextResign(urls: ReadonlyMap<string, string>): number | null {
  let next: number | null = null
  for (const url of urls.values()) {
    const expiry = signedUrlExpiry(url)
    if (expiry === null || loadedUrls.has(url)) continue
    next = Math.min(next ?? Infinity, expiry - RESIGN_BEFORE_MS)
  }
  return next
}

/** Calls `resign` with the paths to sign again when the first of them is due; returns the cancel. */
export function scheduleResign(urls: ReadonlyMap<string, string>, resign: (paths: string[]) => void): () => void {
  const at = nextResign(urls)
  if (at === null) return () => {}
  const timer = setTimeout(
    () => {
      const stale = expiring(urls, Date.now())
      // Nothing left to sign (all shown meanwhile): the state stays, and so does this timer's end.
      if (stale.length > 0) resign(stale)
    },
    Math.max(0, at - Date.now()),
  )
  return () => clearTimeout(timer)
}
