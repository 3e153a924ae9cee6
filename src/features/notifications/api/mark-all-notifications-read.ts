import { mutate } from 'swr'
import { supabase } from '../../../lib/supabase'
import type { NotificationRow } from '../types'
import { userNotificationsKeys } from './list-notifications'

/**
 * SPEC §4/§7: every unread notification of the user in the event becomes read. Without an event
 * (the menu outside an event's pages) it covers all of the user's events.
 */
export async function markAllNotificationsRead(userId: string, eventId: string | null): Promise<void> {
  let query = supabase.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false)
  if (eventId) query = query.eq('event_id', eventId)
  await query.throwOnError()
}

export async function markAllNotificationsReadAndRevalidate(userId: string, eventId: string | null): Promise<void> {
  const matches = userNotificationsKeys(userId)
  await mutate(
    matches,
    (list?: NotificationRow[]) =>
      list?.map((item) => (!eventId || item.event_id === eventId ? { ...item, read: true } : item)),
    { revalidate: false },
  )
  try {
    await markAllNotificationsRead(userId, eventId)
  } finally {
    await mutate(matches)
  }
}
