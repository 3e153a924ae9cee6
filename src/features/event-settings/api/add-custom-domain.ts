import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { customDomainsKey } from './get-custom-domains'
import { postDomain } from './post-domain'

/**
 * SPEC §4 custom domain "set" or "changed": /api/add-domain records the event's one domain
 * (replacing a previous one) and attaches it at the hosting provider.
 */
export function addCustomDomain(eventId: string, domain: string) {
  return postDomain('/api/add-domain', { domain, eventId }, 'Unable to add/modify the domain.')
}

export function useAddCustomDomain(eventId: string) {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (domain: string) => {
      const answer = await addCustomDomain(eventId, domain)
      await mutate(customDomainsKey(eventId))
      return answer
    },
    [eventId, mutate],
  )
}
