import { hasServerHero } from '@/features/public-site/server-hero-element'

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

/**
 * The event reference of this page, to start loading it before the page's code arrives: the path's
 * slug, or on an event's own domain its host at `/` — the server put that event's hero in the page
 * only if the host is an event's domain (api/event-page), as DomainHomePage will ask for it.
 */
export function publicRefOfPage(
  location: Pick<Location, 'pathname' | 'hostname'>,
  doc: Pick<Document, 'getElementById'>,
): string | null {
  const fromPath = publicRefFromPath(location.pathname)
  if (fromPath) return fromPath
  return location.pathname === '/' && hasServerHero(doc) ? location.hostname.toLowerCase() : null
}
