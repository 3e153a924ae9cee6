import { env } from './env'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The page's host when it may be an event's custom domain (SPEC §2: the event's site at `/`),
 * else null: local hosts, the product's public host and Vercel's own hosts are the product's.
 * A host that turns out to be no event's domain shows the landing page at `/`, so a product
 * host missing from this list loses nothing.
 */
export function customDomainHost(hostname: string, publicSiteUrl = env.publicSiteUrl): string | null {
  const host = hostname.toLowerCase()
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.endsWith('.vercel.app')) return null
  try {
    if (new URL(publicSiteUrl).hostname.toLowerCase() === host) return null
  } catch {
    // an unusable setting: treat every other host as a possible domain
  }
  return host
}
