/**
 * Where a custom domain is attached to the deployed app, so that requests for it reach us.
 * add and remove are idempotent: adding a domain already attached, or removing one already
 * gone, succeeds, so a retried request does not fail on its own earlier success.
 */
export interface DomainProvider {
  add(domain: string): Promise<DomainResult>
  remove(domain: string): Promise<DomainResult>
}

export interface DomainResult {
  /** False when no hosting provider is configured and nothing outside the database changed. */
  dnsManaged: boolean
  /** The provider's ownership check is still to pass (Vercel's `verified: false`). */
  verified?: boolean
  notice?: string
}

/** A refusal of the hosting provider, with the text the endpoints answer (SPEC §8 'Vercel error: ...'). */
export class DomainProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered at all. */
    readonly providerStatus?: number,
  ) {
    super(message)
  }
}

// Read by organisers in a toast: what happened and who can finish it, without the server's
// configuration names.
const NOT_CONNECTED = 'this site does not connect domains to its hosting by itself'

/** Without a Vercel token (local runs, tests) domains are recorded and nothing else happens. */
export const localDomainProvider: DomainProvider = {
  add: async () => ({
    dnsManaged: false,
    notice: `The domain is saved, but ${NOT_CONNECTED}: ask the site administrator to add it there.`,
  }),
  remove: async () => ({
    dnsManaged: false,
    notice: `The domain is removed from the event, but ${NOT_CONNECTED}: ask the site administrator to remove it there.`,
  }),
}
