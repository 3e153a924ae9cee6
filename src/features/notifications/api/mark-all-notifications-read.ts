import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { NotificationRow } from '../types'
import { notificationKeys } from './keys'

/**
 * SPEC §4/§7: every unread notification of the user in the event becomes read. Without an event
 * (the menu outside an event's pages) it covers all of the user's events.
 */
export async function markAllNotificationsRead(userId: string, eventId: string | null): Promise<void> {
  let query = supabase.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false)
  if (eventId) query = query.eq('event_id', eventId)
  await query.throwOnError()
}

/** Marks them read at once in every cached list of the user's, then saves and re-reads those lists. */
export function useMarkAllNotificationsRead() {
  return useMutation({
    write: markAllNotificationsRead,
    refreshes: (_, userId) => [notificationKeys.ofUser(userId)],
    optimistic: {
      matches: (userId) => notificationKeys.ofUser(userId),
      update: (list, _userId, eventId) =>
        (list as NotificationRow[] | undefined)?.map((item) =>
          !eventId || item.event_id === eventId ? { ...item, read: true } : item,
        ),
    },
  })
}
