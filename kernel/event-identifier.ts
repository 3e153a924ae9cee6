/*
 * How routes and links name an event: by its id, or by its slug (SPEC §2 identifier rule).
 */

/** SPEC §2: the standard 8-4-4-4-12 hexadecimal pattern, in either case. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// The characters a stored slug can hold (the events_slug_format check in the migrations).
const SLUG_CHARACTERS = /^[a-z0-9_-]+$/i

export type EventIdentifier = { kind: 'id'; id: string } | { kind: 'slug'; slug: string }

export function isEventId(value: string): boolean {
  return ID_PATTERN.test(value)
}

/** SPEC §2 event identifier: an id when it matches the id pattern, otherwise a slug. */
export function parseEventIdentifier(value: string): EventIdentifier {
  return isEventId(value) ? { kind: 'id', id: value.toLowerCase() } : { kind: 'slug', slug: value }
}

/**
 * An ILIKE pattern that matches exactly this slug, whatever its case (slugs are unique
 * case-insensitively), or null when no stored slug could look like this.
 */
export function slugMatchPattern(slug: string): string | null {
  if (!SLUG_CHARACTERS.test(slug)) return null
  return slug.replaceAll('_', '\\_')
}

/** The listed event a route parameter (id or slug, SPEC §2) points at; slugs compare case-insensitively. */
export function findEventByIdentifier<T extends { id: string; slug: string | null }>(
  events: readonly T[],
  identifier: string,
): T | undefined {
  const parsed = parseEventIdentifier(identifier)
  if (parsed.kind === 'id') return events.find((event) => event.id.toLowerCase() === parsed.id)
  const slug = parsed.slug.toLowerCase()
  return events.find((event) => event.slug?.toLowerCase() === slug)
}
