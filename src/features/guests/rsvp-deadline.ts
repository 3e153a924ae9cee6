import { DB_ERRORS } from '@kernel/db-errors'

/** The database's sentence (EV090), said by the form first. */
export const DEADLINE_AFTER_EVENT = DB_ERRORS.EV090.message

const pad = (n: number) => String(n).padStart(2, '0')

/** The event's day (YYYY-MM-DD) on the viewer's calendar, or null without a readable date. */
export function eventDay(eventDate: string | null): string | null {
  if (!eventDate) return null
  const date = new Date(eventDate)
  if (Number.isNaN(date.getTime())) return null
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * Whether an RSVP deadline (YYYY-MM-DD) falls after the event's day on the viewer's calendar.
 * No deadline, or no event date, is never late.
 */
export function deadlineAfterEvent(deadline: string, eventDate: string | null): boolean {
  const day = eventDay(eventDate)
  return !!deadline && day !== null && deadline > day
}
