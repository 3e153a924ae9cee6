/**
 * The overview's cache keys (the shape is explained in src/lib/data/query-keys.ts). Each figure
 * reads another feature's table, so its key starts with that table and the event: the owning
 * feature's writes refresh it by prefix (['guests', eventId]) without importing the overview.
 */
export const overviewKeys = {
  guests: (eventId: string) => ['guests', eventId, 'overview'] as const,
  gifts: (eventId: string) => ['gifts', eventId, 'overview'] as const,
  todos: (eventId: string) => ['todos', eventId, 'overview'] as const,
  photos: (eventId: string) => ['photos', eventId, 'overview'] as const,
  /** The getting-started checklist's counts (any gift at all, any mail sent). */
  giftCount: (eventId: string) => ['gifts', eventId, 'overview-count'] as const,
  mailings: (eventId: string) => ['mailings', eventId, 'overview'] as const,
  /** The RSVP answers' counts: guests' rows too, so a guest write refreshes them. */
  answers: (eventId: string) => ['guests', eventId, 'overview-answers'] as const,
  /** Every figure of one event's overview. */
  figures: (eventId: string) =>
    [
      overviewKeys.guests(eventId),
      overviewKeys.gifts(eventId),
      overviewKeys.todos(eventId),
      overviewKeys.photos(eventId),
      overviewKeys.answers(eventId),
      overviewKeys.giftCount(eventId),
      overviewKeys.mailings(eventId),
    ] as const,
}
