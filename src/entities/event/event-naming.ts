import type { EventNaming } from './types'

// How an event is named on screen and found by name (SPEC §2, §3, §5).

export const UNNAMED_EVENT = 'Unnamed event'

const present = (value: string | null | undefined): value is string => Boolean(value?.trim())

/**
 * SPEC §2 event switcher: the event's name; without one, a wedding shows both spouses joined by
 * ' & ' ('?' standing in for a missing one), other types the person; else 'Unnamed event'.
 */
export function eventName(event: EventNaming): string {
  if (present(event.name)) return event.name
  if (event.type === 'wedding') {
    if (!present(event.spouse1) && !present(event.spouse2)) return UNNAMED_EVENT
    return `${present(event.spouse1) ? event.spouse1 : '?'} & ${present(event.spouse2) ? event.spouse2 : '?'}`
  }
  return present(event.person) ? event.person : UNNAMED_EVENT
}

/** SPEC §3 display title: the spouses joined by ' & ' for a wedding, otherwise the person. */
export function eventDisplayTitle(event: EventNaming): string {
  if (event.type === 'wedding') return [event.spouse1, event.spouse2].filter(present).join(' & ')
  return present(event.person) ? event.person : ''
}

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
