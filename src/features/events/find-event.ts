import { parseEventIdentifier } from './event-identifier'

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
