import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { useSession } from '@/features/auth'
import { removeMember } from './remove-member'

/**
 * Leaving is deleting one's own membership (RLS: one's own row, never the owner's), then every
 * cached list of events is refreshed so that the dashboard and switcher forget the event.
 */
export function useLeaveEvent(eventId: string) {
  const { userId } = useSession()
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    if (!userId) throw new Error('Authentication session not found. Please log in again.')
    await removeMember(eventId, userId)
    await mutate((key) => Array.isArray(key) && key[0] === 'events', undefined, { revalidate: true })
  }, [eventId, userId, mutate])
}
