import { useEffect, useState } from 'react'
import { signObjects } from '../supabase-http'

/**
 * Every image of bucket `media` is shown through a signed URL: the storage API signs only what
 * the caller may read under the bucket's row-level security (the event's team; anonymous visitors
 * only what the public page shows), so a path alone never opens a file. One request signs a whole
 * page's images, with src/lib/supabase-http/: the public page must not download supabase-js.
 * https://supabase.com/docs/reference/javascript/storage-from-createsignedurls
 */
export const MEDIA_BUCKET = 'media'

// What the public page shows has stable public URLs instead: public-image-urls.ts.

/**
 * How long a URL handed to an anonymous visitor works: minutes, so that a copied link dies soon
 * after the photo is unpublished or the gift removed. The page signs again on each load, and an
 * open page signs again the images it has not shown yet before theirs expire (useMediaUrls).
 */
export const ANONYMOUS_URL_SECONDS = 10 * 60
/** The event's team, signed in, reads these files anyway: long enough for a working session. */
const TEAM_URL_SECONDS = 6 * 60 * 60

/**
 * Path → absolute URL for every path the caller may read; the others are left out. `accessToken`
 * is the signed-in user's token, or omitted for an anonymous visitor (the anon key).
 */
export async function signMediaUrls(paths: readonly string[], accessToken?: string): Promise<Map<string, string>> {
  const wanted = [...new Set(paths.filter(Boolean))]
  if (wanted.length === 0) return new Map()
  return signObjects(MEDIA_BUCKET, wanted, accessToken ? TEAM_URL_SECONDS : ANONYMOUS_URL_SECONDS, accessToken)
}

export interface MediaUrls {
  /** The URL for a path: undefined while it is being signed, '' when it cannot be shown (not readable, or signing failed). */
  get(path: string | null | undefined): string | undefined
}

interface Signed {
  /** The token the last paths were signed with. */
  token: string | undefined
  /** Path → URL, or '' for a path that could not be signed. */
  urls: ReadonlyMap<string, string>
}

/**
 * Signed URLs for a screen's images, kept per path: when the list changes (a gift added or
 * edited, a photo uploaded) only the new paths are signed, so the other images keep their URLs and
 * the browser's cached files instead of blinking and downloading again. Screens render their
 * image placeholders (with reserved space) until `get` returns a URL. A path that could not be
 * signed is tried again when the token changes (another token may read it). URLs live minutes for
 * anonymous visitors: an image still waiting to be shown (below the fold, in a dialog not opened
 * yet) is signed again before its URL expires, and the images already shown keep theirs.
 */
export function useMediaUrls(paths: readonly (string | null | undefined)[], accessToken?: string): MediaUrls {
  const [signed, setSigned] = useState<Signed>({ token: accessToken, urls: new Map() })
  const known = (path: string) => {
    const url = signed.urls.get(path)
    return url !== undefined && (url !== '' || signed.token === accessToken)
  }
  const missing = [...new Set(paths.filter((path): path is string => Boolean(path) && !known(path!)))].sort()
  const key = missing.join('\n')

  useEffect(() => {
    if (!key) return
    let current = true
    const wanted = key.split('\n')
    const settle = (urls: ReadonlyMap<string, string>) => {
      if (!current) return
      setSigned((previous) => {
        const next = new Map(previous.urls)
        for (const path of wanted) next.set(path, urls.get(path) ?? '')
        return { token: accessToken, urls: next }
      })
    }
    signMediaUrls(wanted, accessToken).then(settle, (error: unknown) => {
      console.error('Signing images failed', error)
      settle(new Map())
    })
    return () => {
      current = false
    }
  }, [key, accessToken])

  const urls = signed.urls
  useEffect(() => {
    if (urls.size === 0) return
    let current = true
    let stop: (() => void) | undefined
    void import('./resign-expiring-urls').then(({ scheduleResign }) => {
      if (!current) return
      stop = scheduleResign(urls, (stale) =>
        signMediaUrls(stale, accessToken).then(
          (fresh) =>
            current &&
            setSigned((previous) =>
              previous.urls === urls ? { ...previous, urls: new Map([...urls, ...fresh]) } : previous,
            ),
          (error: unknown) => console.error('Signing images again failed', error),
        ),
      )
    })
    return () => {
      current = false
      stop?.()
    }
  }, [urls, accessToken])

  return { get: (path) => (path ? urls.get(path) : undefined) }
}
