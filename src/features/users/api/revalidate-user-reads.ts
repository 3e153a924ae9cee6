import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { keyStartsWith } from '../../../lib/data/query-keys'
import { usersKey } from './get-users'

/**
 * After a user changes: the users list, and the team lists that show their name and e-mail.
 * A deletion also drops their memberships, so the cached events' member lists go too.
 */
export function useRevalidateUserReads() {
  const { mutate } = useSWRConfig()
  return useCallback(
    async ({ memberships }: { memberships: boolean }) => {
      await Promise.all([
        mutate(usersKey),
        mutate(keyStartsWith('event_users', 'team')),
        memberships ? mutate(keyStartsWith('events', 'one')) : undefined,
      ])
    },
    [mutate],
  )
}
