/**
 * The shared-photos feature's cache keys (the shape is explained in src/lib/data/query-keys.ts).
 * The overview counts photos too (['photos', eventId, 'overview']), under the same `ofEvent`
 * prefix, so a photo write refreshes it with the grid.
 */
export const photoKeys = {
  /** Every cached read of one event's photos, whichever feature made it. */
  ofEvent: (eventId: string) => ['photos', eventId] as const,
  /** The shared-photos screen's grid. */
  list: (eventId: string) => ['photos', eventId, 'list'] as const,
  /** The storage gauge: refreshed with the grid by any photo write. */
  storage: (eventId: string) => ['photos', eventId, 'storage'] as const,
}
