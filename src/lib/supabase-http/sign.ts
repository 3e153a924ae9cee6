import { env } from '../env'
import { SupabaseHttpError } from './rpc'

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
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${accessToken ?? env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ expiresIn, paths }),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new SupabaseHttpError(response.status, body)
  const urls = new Map<string, string>()
  for (const entry of body as SignedEntry[])
    if (entry.signedURL) urls.set(entry.path, `${env.supabaseUrl}/storage/v1${entry.signedURL}`)
  return urls
}
