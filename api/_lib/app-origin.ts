import type { ApiRequest } from './http.js'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

function httpOrigin(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The app's origin, for links e-mailed to people (the invitation's redirect). PUBLIC_APP_URL
 * when set (recommended in production: one fixed address); otherwise the browser's Origin
 * header (the SPA calls /api same-origin), then the forwarded or plain Host. Whatever comes
 * from the request is only a wish: the auth service sends the link to its site URL unless the
 * address is on its redirect allow-list.
 */
export function appOrigin(req: ApiRequest, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = httpOrigin(env.PUBLIC_APP_URL)
  if (configured) return configured
  const origin = httpOrigin(first(req.headers.origin))
  if (origin) return origin
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host)
  if (!host) return undefined
  const proto = first(req.headers['x-forwarded-proto']) ?? (/^(localhost|127\.|\[::1\])/.test(host) ? 'http' : 'https')
  return httpOrigin(`${proto}://${host}`)
}
