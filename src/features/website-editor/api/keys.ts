/**
 * The website editor's cache keys (the shape is explained in src/lib/data/query-keys.ts). Its
 * preview reads the event the way the public page does, so it is keyed under the events table.
 */
export const websiteKeys = {
  /** The event exactly as its public page reads it (get_public_event), for the live preview. */
  preview: (eventId: string) => ['events', eventId, 'public-page'] as const,
  /**
   * The owner's address, read from the team (event_users): keyed under the team's prefix so that
   * handing the event over refreshes it.
   */
  ownerEmail: (eventId: string) => ['event_users', eventId, 'owner-email'] as const,
}
