import useSWR from 'swr'
import { useLiveRefresh } from '@/lib/data/use-live-refresh'
import { supabase } from '@/lib/supabase'
import type { NotificationRow } from '../types'
import { notificationKeys } from './keys'

/** SPEC §7: the user's notifications, optionally of one event, newest first. */
export async function getNotifications(userId: string, eventId: string | null): Promise<NotificationRow[]> {
  let query = supabase.from('notifications').select('id, user_id, event_id, type, read, data, created_at')
  query = query.eq('user_id', userId)
  if (eventId) query = query.eq('event_id', eventId)
  // id breaks ties, so rows inserted in one statement keep a stable order.
  const { data } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .throwOnError()
  return data
}

export function useNotifications(userId: string | null, eventId: string | null) {
  return useSWR(userId ? notificationKeys.list(userId, eventId) : null, ([, user, , event]) =>
    getNotifications(user, event),
  )
}

/** Any insert, update or delete of the user's notifications refetches their cached lists. */
export function useNotificationsRealtime(userId: string | null): void {
  useLiveRefresh(
    userId ? { table: 'notifications', filter: `user_id=eq.${userId}`, event: '*' } : null,
    userId ? [notificationKeys.ofUser(userId)] : [],
  )
}
