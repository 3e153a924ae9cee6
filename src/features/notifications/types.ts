import type { Json, Tables } from '@kernel/generated/database.types'

export type NotificationRow = Tables<'notifications'>

/** SPEC §3 notification data; the database also records giftName (checkout) and status (RSVP). */
export interface NotificationData {
  by?: string
  todoName?: string
  guestName?: string
  purchaserName?: string
  giftName?: string
  status?: string
  /** team_invitation: the event the user is invited to (they cannot read it yet). */
  eventName?: string
}

const KEYS = ['by', 'todoName', 'guestName', 'purchaserName', 'giftName', 'status', 'eventName'] as const

/** The data fields the menu reads, keeping only non-blank strings (data is free-form JSON). */
export function readData(data: Json): NotificationData {
  const out: NotificationData = {}
  if (!data || typeof data !== 'object' || Array.isArray(data)) return out
  for (const key of KEYS) {
    const value = data[key]
    if (typeof value === 'string' && value.trim()) out[key] = value.trim()
  }
  return out
}
