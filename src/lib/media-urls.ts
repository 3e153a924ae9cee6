import { useEffect, useState } from 'react'
import { env } from './env'

/**
 * Every image of bucket `media` is shown through a signed URL: the storage API signs only what
 * the caller may read under the bucket's row-level security (the event's team; anonymous visitors
 * only what the public page shows), so a path alone never opens a file. One request signs a whole
 * page's images. Plain fetch, not supabase-js: the public page must not download the client.
 * https://supabase.com/docs/reference/javascript/storage-from-createsignedurls
 */
export const MEDIA_BUCKET = 'media'

/** Long enough for a visit; images are re-signed on the next load. */
const EXPIRES_IN_SECONDS = 6 * 60 * 60

interface SignedEntry {
  path: string
  signedURL: string | null
  error: string | null
}

/**
 * Path → absolute URL for every path the caller may read; the others are left out. `accessToken`
 * is the signed-in user's token, or omitted for an anonymous visitor (the anon key).
 */
export async function signMediaUrls(paths: readonly string[], accessToken?: string): Promise<Map<string, string>> {
  const wanted = [...new Set(paths.filter(Boolean))]
  const urls = new Map<string, string>()
  if (wanted.length === 0) return urls
  const response = await fetch(`${env.supabaseUrl}/storage/v1/object/sign/${MEDIA_BUCKET}`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${accessToken ?? env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ expiresIn: EXPIRES_IN_SECONDS, paths: wanted }),
  })
  if (!response.ok) throw new Error(`Could not sign image URLs (status ${response.status})`)
  const entries = (await response.json()) as SignedEntry[]
  for (const entry of entries)
    if (entry.signedURL) urls.set(entry.path, `${env.supabaseUrl}/storage/v1${entry.signedURL}`)
  return urls
}

export interface MediaUrls {
  /** The URL for a path, or undefined while signing, on failure, or when the path is not readable. */
  get(path: string | null | undefined): string | undefined
  loading: boolean
  error: Error | undefined
}

/**
 * Signs the given paths whenever the set changes. Screens render their image placeholders (with
 * reserved space) until `get` returns a URL.
 */
export function useMediaUrls(paths: readonly (string | null | undefined)[], accessToken?: string): MediaUrls {
  const key = [...new Set(paths.filter((p): p is string => Boolean(p)))].sort().join('\n')
  const [state, setState] = useState<{ key: string; urls: Map<string, string>; error?: Error }>()

  useEffect(() => {
    if (!key) return
    let current = true
    signMediaUrls(key.split('\n'), accessToken).then(
      (urls) => current && setState({ key, urls }),
      (error: unknown) =>
        current && setState({ key, urls: new Map(), error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      current = false
    }
  }, [key, accessToken])

  const settled = !key || state?.key === key
  return {
    get: (path) => (path && settled ? state?.urls.get(path) : undefined),
    loading: !settled,
    error: settled ? state?.error : undefined,
  }
}
