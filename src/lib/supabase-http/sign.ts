import { env } from '../env'
import { answer, requestHeaders } from './rpc'

interface SignedEntry {
  path: string
  signedURL: string | null
}

/**
 * Signs `paths` of `bucket` for `expiresIn` seconds in one request: path → absolute URL for each
 * path the caller may read (storage signs only what row-level security lets it read); the others
 * are left out.
 * https://supabase.com/docs/reference/javascript/storage-from-createsignedurls
 */
export async function signObjects(
  bucket: string,
  paths: readonly string[],
  expiresIn: number,
  accessToken?: string,
): Promise<Map<string, string>> {
  const response = await fetch(`${env.supabaseUrl}/storage/v1/object/sign/${encodeURIComponent(bucket)}`, {
    method: 'POST',
    headers: requestHeaders(accessToken, { 'Content-Type': 'application/json' }),
    body: JSON.stringify({ expiresIn, paths }),
  })
  const urls = new Map<string, string>()
  for (const entry of await answer<SignedEntry[]>(response))
    if (entry.signedURL) urls.set(entry.path, `${env.supabaseUrl}/storage/v1${entry.signedURL}`)
  return urls
}
