import type { AuthConfig } from '../shared/config.ts'
import type { Request } from '../shared/http.ts'
import { compileGlobs } from './glob.ts'

/** The parts of a URL GoTrue's check looks at, split the way Go's net/url does (no IP rewriting). */
export interface UrlParts {
  scheme: string
  hostname: string
  port: string
}

const URL_HEAD = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?:\/\/([^/?#]*))?/

export function splitUrl(raw: string): UrlParts | undefined {
  if (/[\s\x00-\x1f\x7f]/.test(raw)) return undefined
  const match = URL_HEAD.exec(raw)
  if (!match) return { scheme: '', hostname: '', port: '' }
  const authority = (match[2] ?? '').slice((match[2] ?? '').lastIndexOf('@') + 1)
  let hostname = authority
  let port = ''
  if (authority.startsWith('[')) {
    const end = authority.indexOf(']')
    if (end < 0) return undefined
    hostname = authority.slice(1, end)
    const rest = authority.slice(end + 1)
    if (rest && !rest.startsWith(':')) return undefined
    port = rest.slice(1)
  } else if (authority.includes(':')) {
    hostname = authority.slice(0, authority.lastIndexOf(':'))
    port = authority.slice(authority.lastIndexOf(':') + 1)
  }
  if (port && !/^\d+$/.test(port)) return undefined
  return { scheme: match[1].toLowerCase(), hostname, port }
}

const LOCALHOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'])
const DECIMAL_HOST = /^[0-9]+$/
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/** Some(loopback?) when the host is an IP literal, undefined otherwise. */
function ipLoopback(host: string): boolean | undefined {
  const v4 = IPV4.exec(host)
  if (v4) return v4.slice(1).every((n) => Number(n) <= 255) ? v4[1] === '127' : undefined
  if (host.includes(':') && /^[0-9a-fA-F:.]+$/.test(host)) return /^(0*:)*:?0*1$/.test(host)
  return undefined
}

export interface RedirectPolicy {
  siteUrl: string
  allow: RegExp[]
}

export function redirectPolicy(auth: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>): RedirectPolicy {
  return { siteUrl: auth.siteUrl, allow: compileGlobs(auth.additionalRedirectUrls) }
}

/**
 * GoTrue's redirect check: the site URL's scheme and host (any port on loopback, per RFC 8252
 * §7.3), any loopback IP, or a match of the allow-list globs against the URL without its fragment.
 * https://github.com/supabase/auth/blob/master/internal/utilities/request.go (IsRedirectURLValid)
 */
export function isRedirectAllowed(policy: RedirectPolicy, redirectUrl: string): boolean {
  if (!redirectUrl) return false
  const base = splitUrl(policy.siteUrl)
  const ref = splitUrl(redirectUrl)
  if (!base || !ref) return false
  if (
    base.hostname === ref.hostname &&
    base.scheme === ref.scheme &&
    (base.port === ref.port || LOCALHOSTS.has(ref.hostname.toLowerCase()))
  ) {
    return true
  }
  const isHttp = ref.scheme === 'http' || ref.scheme === 'https'
  if (DECIMAL_HOST.test(ref.hostname)) return false
  const loopback = ipLoopback(ref.hostname)
  if (loopback !== undefined) return loopback
  if (isHttp && !REGULAR_HOSTNAME.test(ref.hostname)) return false
  const withoutFragment = redirectUrl.split('#')[0]
  return policy.allow.some((glob) => glob.test(withoutFragment))
}

/**
 * Where to send the user afterwards: `redirect_to` (header, then query) if allowed, else the
 * Referer if allowed, else the site URL. https://github.com/supabase/auth/blob/master/internal/utilities/request.go (GetReferrer)
 */
export function referrer(policy: RedirectPolicy, req: Request, url: URL): string {
  const header = req.headers['redirect_to']
  const asked = (Array.isArray(header) ? header[0] : header) || url.searchParams.get('redirect_to') || ''
  if (isRedirectAllowed(policy, asked)) return asked
  const ref = req.headers.referer ?? ''
  if (isRedirectAllowed(policy, ref)) return ref
  return policy.siteUrl
}
