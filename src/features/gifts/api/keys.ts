/**
 * The gifts feature's cache keys (the shape is explained in src/lib/data/query-keys.ts).
 * The overview reads gifts too (its money card, ['gifts', eventId, 'overview']), under the same
 * `ofEvent` prefix, so a gift write refreshes it with the grid.
 */
export const giftKeys = {
  /** Every cached read of one event's gifts, whichever feature made it. */
  ofEvent: (eventId: string) => ['gifts', eventId] as const,
  /** SPEC §7 gifts: "gifts per event", the gifts screen's grid. */
  list: (eventId: string) => ['gifts', eventId, 'list'] as const,
  /** The gifts reserved in the last hour (the registry's hourly rate), under the same prefix. */
  recent: (eventId: string) => ['gifts', eventId, 'recent'] as const,
}
