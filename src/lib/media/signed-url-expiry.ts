/**
 * When a storage signed URL stops working, read from its token (a JWT whose `exp` storage checks
 * on download), in ms since the epoch; null when the URL carries no readable token.
 * https://supabase.com/docs/reference/javascript/storage-from-createsignedurl
 */
export function signedUrlExpiry(url: string): number | null {
  const token = /[?&]token=([^&#]+)/.exec(url)?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}
