import type { EventRow } from '../types'

/**
 * The event's cache keys (the shape is explained in src/lib/data/query-keys.ts). The
 * event guard reads one event under the route's identifier as given, its id or its slug in any
 * case (SPEC §2), so "every read of this event" is a filter (`readsOf`) rather than a prefix.
 */
export const eventKeys = {
  /** Every cached read of events rows, whichever event or user. */
  all: ['events'] as const,
  /** SPEC §7 events "Read one by id or by slug", with its user list (the event guard). */
  detail: (identifier: string) => ['events', identifier, 'detail'] as const,
  /** SPEC §7 events "List the user's events joined with event_users" (dashboard and switcher). */
  mine: (userId: string) => ['events', userId, 'mine'] as const,
  /** The user's own role in one event; under event_users, so team writes refresh it by prefix. */
  myRole: (eventId: string, userId: string) => ['event_users', eventId, 'my-role', userId] as const,
  /** A filter for every cached read of one event's row, under its id or its slug in any case. */
  readsOf(event: Pick<EventRow, 'id' | 'slug'>) {
    const id = event.id.toLowerCase()
    const slug = event.slug?.toLowerCase()
    return (key: unknown): boolean => {
      if (!Array.isArray(key) || key[0] !== 'events' || typeof key[1] !== 'string') return false
      const identifier = key[1].toLowerCase()
      return identifier === id || (slug !== undefined && identifier === slug)
    }
  },
}
