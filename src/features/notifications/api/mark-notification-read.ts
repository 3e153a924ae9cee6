import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { NotificationRow } from '../types'
import { notificationKeys } from './keys'

/** SPEC §7: read = true for one notification. */
export async function markNotificationRead(id: string): Promise<void> {
  await supabase.from('notifications').update({ read: true }).eq('id', id).throwOnError()
}

/** Marks it read at once in every cached list of the user's, then saves and re-reads those lists. */
export function useMarkNotificationRead() {
  return useMutation({
    write: (_userId: string, id: string) => markNotificationRead(id),
    refreshes: (_, userId) => [notificationKeys.ofUser(userId)],
    optimistic: {
      matches: (userId) => notificationKeys.ofUser(userId),
      update: (list, _userId, id) =>
        (list as NotificationRow[] | undefined)?.map((item) => (item.id === id ? { ...item, read: true } : item)),
    },
  })
}
