/**
 * The notifications' cache keys (the shape is explained in src/lib/data/query-keys.ts): a user's
 * notifications, all of them or one event's (the menu on an event's pages).
 */
export const notificationKeys = {
  /** Every cached list of the user's notifications, whatever the event scope. */
  ofUser: (userId: string) => ['notifications', userId] as const,
  /** SPEC §7: the user's notifications; null event for all of them, an id for that event's only. */
  list: (userId: string, eventId: string | null) => ['notifications', userId, 'list', eventId] as const,
}
