import { paths } from '@/lib/paths'
import type { NotificationRow } from './types'

/**
 * SPEC §2: where clicking a notification leads: the event, or its todos for an assignment; an
 * invitation to a team, to the user's invitations. Null for another notification without an
 * event (the column is nullable): it is only marked read.
 */
export function notificationTarget({ type, event_id }: Pick<NotificationRow, 'type' | 'event_id'>): string | null {
  if (type === 'team_invitation') return paths.adminInvitations()
  if (!event_id) return null
  return type === 'todo_assigned' ? paths.eventTab(event_id, 'todos') : paths.event(event_id)
}
