import useSWR from 'swr'
import { supabase } from '../../../lib/supabase'
import { keyStartsWith } from '../../../lib/data/query-keys'
import type { NotificationRow } from '../types'

/** null event: every notification of the user; an id: that event's only (SPEC §7 "optionally event_id"). */
export const notificationsKey = (userId: string, eventId: string | null) => ['notifications', userId, eventId] as const

/** Matches every cached notifications list of the user, whatever the event scope. */
export const userNotificationsKeys = (userId: string) => keyStartsWith('notifications', userId)

/** SPEC §7: the user's notifications, optionally of one event, newest first. */
export async function listNotifications(userId: string, eventId: string | null): Promise<NotificationRow[]> {
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
  return useSWR(userId ? notificationsKey(userId, eventId) : null, ([, user, event]) => listNotifications(user, event))
}
