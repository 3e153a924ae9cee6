import { mutate } from 'swr'
import { supabase } from '../../../lib/supabase'
import type { NotificationRow } from '../types'
import { userNotificationsKeys } from './list-notifications'

/** SPEC §7: read = true for one notification. */
export async function markNotificationRead(id: string): Promise<void> {
  await supabase.from('notifications').update({ read: true }).eq('id', id).throwOnError()
}

/** Marks it read at once in every cached list, then saves and revalidates those lists. */
export async function markNotificationReadAndRevalidate(userId: string, id: string): Promise<void> {
  const matches = userNotificationsKeys(userId)
  await mutate(
    matches,
    (list?: NotificationRow[]) => list?.map((item) => (item.id === id ? { ...item, read: true } : item)),
    { revalidate: false },
  )
  try {
    await markNotificationRead(id)
  } finally {
    await mutate(matches)
  }
}
