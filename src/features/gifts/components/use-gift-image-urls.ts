import { useEffect, useState } from 'react'
import { signMediaUrls } from '../../../lib/media-urls'

/** Signed, or '' when the path could not be signed (unreadable, or the request failed). */
type Signed = ReadonlyMap<string, string>

/**
 * Signed URLs for the grid's images (src/lib/media-urls.ts), kept per path: adding or editing a
 * gift signs only the new path, so the other cards keep their URLs and the browser's cached
 * images instead of blinking and downloading all of them again.
 */
export function useGiftImageUrls(paths: readonly (string | null | undefined)[], accessToken?: string) {
  const [signed, setSigned] = useState<Signed>(new Map())
  const missing = [...new Set(paths.filter((p): p is string => Boolean(p) && !signed.has(p!)))].sort()
  const key = missing.join('\n')

  useEffect(() => {
    if (!key) return
    let current = true
    const wanted = key.split('\n')
    const settle = (urls: ReadonlyMap<string, string>) => {
      if (!current) return
      setSigned((previous) => {
        const next = new Map(previous)
        for (const path of wanted) next.set(path, urls.get(path) ?? '')
        return next
      })
    }
    signMediaUrls(wanted, accessToken).then(settle, (error: unknown) => {
      console.error('Signing gift images failed', error)
      settle(new Map())
    })
    return () => {
      current = false
    }
  }, [key, accessToken])

  return {
    /** undefined while signing; '' when it cannot be shown. */
    get: (path: string | null | undefined) => (path ? signed.get(path) : undefined),
  }
}
