import { useMutation } from '@/lib/data/use-mutation'
import { eventSettingsKeys } from './keys'
import { postDomain } from './post-domain'

/**
 * SPEC §4 custom domain "set" or "changed": /api/add-domain records the event's one domain
 * (replacing a previous one) and attaches it at the hosting provider.
 */
export function addCustomDomain(eventId: string, domain: string) {
  return postDomain('/api/add-domain', { domain, eventId }, 'Unable to add/modify the domain.')
}

export function useAddCustomDomain(eventId: string) {
  return useMutation({
    write: (domain: string) => addCustomDomain(eventId, domain),
    refreshes: () => [eventSettingsKeys.domainsOf(eventId)],
  })
}
