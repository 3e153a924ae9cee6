/**
 * The event settings' cache keys (the shape is explained in src/lib/data/query-keys.ts). The
 * event's own row is read by the event layer (eventKeys in @/entities/event).
 */
export const eventSettingsKeys = {
  /** Every cached read of one event's custom domains. */
  domainsOf: (eventId: string) => ['custom_domains', eventId] as const,
  /** SPEC §7 custom_domains "Read by event_id": the settings' domain list. */
  domains: (eventId: string) => ['custom_domains', eventId, 'list'] as const,
}
