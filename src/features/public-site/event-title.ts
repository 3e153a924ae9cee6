import type { PublicEvent } from '@kernel/public-event'

type Titled = Pick<PublicEvent, 'name' | 'type' | 'spouse1' | 'spouse2' | 'person'>

const present = (value: string | null | undefined): value is string => Boolean(value?.trim())

/**
 * SPEC §3 display title (the spouses joined by ' & ' for a wedding, otherwise the person), then
 * the event's name, so the hero never shows an empty heading.
 */
export function publicEventTitle(event: Titled): string {
  const people = event.type === 'wedding' ? [event.spouse1, event.spouse2] : [event.person]
  const title = people
    .filter(present)
    .map((part) => part.trim())
    .join(' & ')
  if (title) return title
  return present(event.name) ? event.name.trim() : 'Notre événement'
}
