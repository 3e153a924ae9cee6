import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { customDomainsKey } from './get-custom-domains'
import { postDomain } from './post-domain'

/** SPEC §4 custom domain "deleted": /api/delete-domain detaches it, then removes its record. */
export function deleteCustomDomain(eventId: string, domain: string) {
  return postDomain('/api/delete-domain', { domain, eventId }, 'Unable to delete the domain.')
}

export function useDeleteCustomDomain(eventId: string) {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (domain: string) => {
      const answer = await deleteCustomDomain(eventId, domain)
      await mutate(customDomainsKey(eventId))
      return answer
    },
    [eventId, mutate],
  )
}
