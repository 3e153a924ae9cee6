/**
 * The activity feed's cache keys (the shape is explained in src/lib/data/query-keys.ts). Writes
 * that record an activity row (a completed todo) refresh `ofEvent`, or all of 'event_activity'.
 */
export const activityKeys = {
  /** Every cached read of one event's feed: the activity screen's and the overview's. */
  ofEvent: (eventId: string) => ['event_activity', eventId] as const,
  /** SPEC §7 event_activity "Read by event_id newest first": the newest `count` entries. */
  newest: (eventId: string, count: number) => ['event_activity', eventId, 'newest', count] as const,
}
