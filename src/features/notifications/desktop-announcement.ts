import type { NotificationRow } from './types'

/** SPEC §9: a desktop notification closes itself after 5 s. */
export const DESKTOP_NOTIFICATION_MS = 5_000

export type Permission = NotificationPermission | 'unsupported'

type Candidate = Pick<NotificationRow, 'id' | 'read' | 'created_at'>

/**
 * SPEC §4: the newest notification is announced when it is unread, was not announced before and
 * the browser permission is granted. Only the newest: a burst of inserts announces once, not per row.
 */
export function notificationToAnnounce<T extends Candidate>(
  items: readonly T[],
  announced: ReadonlySet<string>,
  permission: Permission,
): T | null {
  if (permission !== 'granted') return null
  let newest: T | undefined
  for (const item of items) if (!newest || Date.parse(item.created_at) > Date.parse(newest.created_at)) newest = item
  if (!newest || newest.read || announced.has(newest.id)) return null
  return newest
}
