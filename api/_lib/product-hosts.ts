/**
 * The product's own host names (the app's and the guest pages' origins): an event may not take
 * one of them, or a name under them, as its custom domain.
 */
export function productHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const hosts = new Set<string>()
  for (const raw of [env.PUBLIC_APP_URL, env.VITE_PUBLIC_SITE_URL]) {
    try {
      if (raw) hosts.add(new URL(raw).hostname.toLowerCase())
    } catch {
      // An unparsable setting names no host.
    }
  }
  return [...hosts]
}

export function isProductHost(domain: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return productHosts(env).some((host) => domain === host || domain.endsWith(`.${host}`))
}
