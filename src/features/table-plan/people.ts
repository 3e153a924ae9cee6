import type { PlusOne } from '@kernel/plus-ones'
/** A guest row as the table plan reads it (SPEC §3 guests, plus-ones). */
export interface SeatingGuest {
  id: string
  name: string
  status: 'pending' | 'confirmed' | 'declined'
  plus_ones: PlusOne[]
  /** The RSVP answers (guests.rsvp_answers), for the meal choices on place cards. */
  rsvp_answers?: unknown
}

/** One person of the plan: a guest or one of their plus-ones, with a key that survives renames. */
export interface PlanPerson {
  key: string
  name: string
  guestId: string
  /** Kids sit at the kids table and are never dragged onto tables (SPEC §5). */
  kid: boolean
  vegetarian: boolean
  /** True for the guest, false for a plus-one. */
  main: boolean
  /** The meal chosen in the RSVP, for the place cards (issue 21). */
  meal?: string
}

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
export { comparable as comparableName }

/**
 * SPEC §2: the event's guests that are not declined, each followed by their plus-ones. A guest's
 * key is their id; a plus-one's is the guest's id and the plus-one's name (numbered when a guest
 * brings two people of one name), so a saved plan finds everyone again after edits elsewhere.
 */
export function planPeople(
  guests: readonly SeatingGuest[],
  /** A guest's attendees' meals, the guest first (the RSVP's menu answers). */
  mealsOf: (guest: SeatingGuest) => readonly string[] = () => [],
  /**
   * Which of a guest's attendees chose a vegetarian menu option, the guest first (issue 29: the
   * place cards count them with the companions ticked vegetarian).
   */
  vegetarianMenusOf: (guest: SeatingGuest) => readonly boolean[] = () => [],
): PlanPerson[] {
  const people: PlanPerson[] = []
  for (const guest of guests) {
    if (guest.status === 'declined') continue
    const meals = mealsOf(guest)
    const vegetarianMenu = vegetarianMenusOf(guest)
    people.push({
      key: `g:${guest.id}`,
      name: guest.name,
      guestId: guest.id,
      kid: false,
      vegetarian: vegetarianMenu[0] === true,
      main: true,
      ...(meals[0] ? { meal: meals[0] } : {}),
    })
    const seen = new Map<string, number>()
    for (const [index, plusOne] of guest.plus_ones.entries()) {
      const base = comparable(plusOne.name)
      const count = (seen.get(base) ?? 0) + 1
      seen.set(base, count)
      people.push({
        key: `p:${guest.id}:${base}${count > 1 ? `#${count}` : ''}`,
        name: plusOne.name,
        guestId: guest.id,
        kid: plusOne.age === 'kid',
        vegetarian: plusOne.vegetarian || vegetarianMenu[index + 1] === true,
        main: false,
        ...(meals[index + 1] ? { meal: meals[index + 1] } : {}),
      })
    }
  }
  return people
}
