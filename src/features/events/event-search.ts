import type { EventNaming } from './types'

type Searchable = Pick<EventNaming, 'name' | 'spouse1' | 'spouse2' | 'person'>

/** SPEC §5 event search: case-insensitive over name, spouse1, spouse2 and person joined together. */
export function matchesEventSearch(event: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (!needle) return true
  const haystack = [event.name, event.spouse1, event.spouse2, event.person].filter(Boolean).join(' ')
  return haystack.toLowerCase().includes(needle)
}

export function filterEvents<T extends Searchable>(events: readonly T[], query: string): T[] {
  return events.filter((event) => matchesEventSearch(event, query))
}
