import type { GuestRow } from './types'

/**
 * A name as the RSVP by name compares it (private.comparable_name): any case, blanks trimmed and
 * runs of blanks as one. Accents count, as they do there.
 */
export const comparableName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The names several guests share (issue 29): the RSVP by name opens none of them and sends
 * them to their personal link, so the guests screen shows each clash until it is resolved.
 * Each list holds the guests of one name, in the order given.
 */
export function nameClashes<T extends Pick<GuestRow, 'id' | 'name'>>(guests: readonly T[]): T[][] {
  const byName = new Map<string, T[]>()
  for (const guest of guests) {
    const key = comparableName(guest.name)
    if (!key) continue
    const same = byName.get(key)
    if (same) same.push(guest)
    else byName.set(key, [guest])
  }
  return [...byName.values()].filter((same) => same.length > 1)
}

/** The guest already on the list under this name, other than `self` (the guest being edited). */
export function guestNamed<T extends Pick<GuestRow, 'id' | 'name'>>(
  guests: readonly T[],
  name: string,
  self: string | null = null,
): T | undefined {
  const key = comparableName(name)
  if (!key) return undefined
  return guests.find((guest) => guest.id !== self && comparableName(guest.name) === key)
}
