// First path segments that belong to the app itself; anything else is an event's public site.
const APP_SEGMENTS = new Set(['', 'admin', 'login', 'auth', 'complete-profile', 'accept-invitation', '404'])

/** The event reference (slug or id) of a public-site path such as /{slug} or /{slug}/upload, else null. */
export function publicRefFromPath(pathname: string): string | null {
  const segment = pathname.split('/')[1] ?? ''
  if (APP_SEGMENTS.has(segment)) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
