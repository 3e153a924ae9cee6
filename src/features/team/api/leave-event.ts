import { useSession } from '@/entities/session'
import { NO_SESSION_MESSAGE } from '@/lib/data/api-client'
import { useMutation } from '@/lib/data/use-mutation'
import { removeMember } from './remove-member'

/** Leaving is deleting one's own membership (RLS: one's own row, never the owner's). */
export async function leaveEvent(eventId: string, userId: string | null): Promise<void> {
  if (!userId) throw new Error(NO_SESSION_MESSAGE)
  await removeMember(eventId, userId)
}

/** Leaves, then refreshes every cached read of events, so that the dashboard and switcher forget the event. */
export function useLeaveEvent(eventId: string) {
  const { userId } = useSession()
  return useMutation({ write: () => leaveEvent(eventId, userId), refreshes: () => [['events']] })
}
