/**
 * The team feature's cache keys (the shape is explained in src/lib/data/query-keys.ts). The team is
 * the event's event_users rows; other features read them too under the same `ofEvent` prefix (the
 * todos' assignee list), so a team write refreshes them all.
 */
export const teamKeys = {
  /** Every cached read of one event's memberships, whichever feature made it. */
  ofEvent: (eventId: string) => ['event_users', eventId] as const,
  /** SPEC §7 event_users: the team list of Settings → Team. */
  members: (eventId: string) => ['event_users', eventId, 'team'] as const,
}
