/**
 * The guests feature's cache keys (the shape is explained in src/lib/data/query-keys.ts).
 * Other features read guests too, under the same `ofEvent` prefix (the overview's figures, the
 * table plan's people), so a guest write refreshes them all.
 */
export const guestKeys = {
  /** Every cached read of one event's guests, whichever feature made it. */
  ofEvent: (eventId: string) => ['guests', eventId] as const,
  /** SPEC §7 guests: "guests per event", the guests screen's list. */
  list: (eventId: string) => ['guests', eventId, 'list'] as const,
}

/** The e-mails sent to an event's guests (issue 20): the Messages view and each send's recipients. */
export const mailingKeys = {
  ofEvent: (eventId: string) => ['mailings', eventId] as const,
  list: (eventId: string) => ['mailings', eventId, 'list'] as const,
  recipients: (eventId: string, mailingId: string) => ['mailings', eventId, 'recipients', mailingId] as const,
  /** What the event and its account may still send today; a send refreshes it (same prefix). */
  allowance: (eventId: string) => ['mailings', eventId, 'allowance'] as const,
}
