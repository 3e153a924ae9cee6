import { useMutation } from '@/lib/data/use-mutation'
import { eventSettingsKeys } from './keys'
import { postDomain } from './post-domain'

/** SPEC §4 custom domain "deleted": /api/delete-domain detaches it, then removes its record. */
export function deleteCustomDomain(eventId: string, domain: string) {
  return postDomain('/api/delete-domain', { domain, eventId }, 'Unable to delete the domain.')
}

export function useDeleteCustomDomain(eventId: string) {
  return useMutation({
    write: (domain: string) => deleteCustomDomain(eventId, domain),
    refreshes: () => [eventSettingsKeys.domainsOf(eventId)],
  })
}
