/**
 * The table plan's cache keys (the shape is explained in src/lib/data/query-keys.ts).
 * The seating read of the guests is keyed under the guests' own prefix, so every guest write
 * (guests feature) refreshes the plan's people without either feature importing the other.
 */
export const tablePlanKeys = {
  /** Every cached read of one event's table plan. */
  ofEvent: (eventId: string) => ['table_plans', eventId] as const,
  /** SPEC §7 table_plans: "Read by event_id (no row is fine)". */
  plan: (eventId: string) => ['table_plans', eventId, 'plan'] as const,
  /** SPEC §7 guests: "Read by event_id", only what seating needs. */
  seatingGuests: (eventId: string) => ['guests', eventId, 'seating'] as const,
}
