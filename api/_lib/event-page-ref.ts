/**
 * Which event a page path shows, for its link preview: /{slugOrId}, or `/` on a host that may be
 * the event's own domain. App paths and files have none. Self-contained (see event-page-html.ts).
 */
const APP_SEGMENTS = new Set([
  'admin',
  'login',
  'auth',
  'complete-profile',
  'accept-invitation',
  '404',
  'api',
  'assets',
  'upload',
  'live',
])
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function eventRefForPage(pathname: string, host: string, productHosts: readonly string[]): string | null {
  if (pathname === '/' || pathname === '') {
    const name = host.toLowerCase().replace(/:\d+$/, '')
    if (!name || LOCAL_HOSTS.has(name) || name.endsWith('.localhost') || name.endsWith('.vercel.app')) return null
    return productHosts.includes(name) ? null : name
  }
  const match = /^\/([^/.]+)\/?$/.exec(pathname)
  if (!match || APP_SEGMENTS.has(match[1])) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}
