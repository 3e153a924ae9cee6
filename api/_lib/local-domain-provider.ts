import type { DomainProvider, DomainResult } from './domain-provider.js'

const LOCAL: DomainResult = {
  dnsManaged: false,
  notice:
    'DNS is not managed locally: no hosting provider is configured (VERCEL_TOKEN), so the domain is only recorded.',
}

/** Without a Vercel token (local runs, tests) domains are recorded and nothing else happens. */
export const localDomainProvider: DomainProvider = {
  add: async () => LOCAL,
  remove: async () => LOCAL,
}
