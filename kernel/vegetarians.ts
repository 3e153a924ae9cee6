import { answerOf } from './answer-summary'
import { plusOnesOf } from './plus-ones'
import type { RsvpQuestion } from './site-content'

/*
 * Who eats vegetarian (issue 29): a companion ticked vegetarian, or anyone whose menu answer is
 * an option the organisers marked vegetarian in the question editor. One reading for the guests
 * screen, the overview, the place cards and the CSV, so the four never disagree.
 */

interface EatingGuest {
  name: string
  status: string
  plus_ones: unknown
  rsvp_answers?: unknown
}

/** The menu questions that mark an option vegetarian: the only ones that say who is. */
export function vegetarianMenus(questions: readonly RsvpQuestion[]): RsvpQuestion[] {
  return questions.filter((q) => q.kind === 'menu' && (q.vegetarian?.length ?? 0) > 0)
}

/** Per attendee of the party (the guest first, then the plus-ones): vegetarian or not. */
export function vegetarianAttendees(guest: EatingGuest, questions: readonly RsvpQuestion[]): boolean[] {
  const menus = vegetarianMenus(questions)
  const party = [{ vegetarian: false }, ...plusOnesOf(guest.plus_ones)]
  return party.map((person, attendee) => {
    if (person.vegetarian) return true
    return menus.some((menu) => {
      // A menu chosen once for the party is the whole party's meal.
      const answer = answerOf(menu, guest, menu.per === 'party' ? 0 : attendee)
      return answer !== '' && (menu.vegetarian ?? []).includes(answer)
    })
  })
}

/** How many of a party are vegetarian. */
export function partyVegetarians(guest: EatingGuest, questions: readonly RsvpQuestion[]): number {
  return vegetarianAttendees(guest, questions).filter(Boolean).length
}

/** The figure 'Vegetarians': people coming (confirmed parties) who are vegetarian. */
export function countVegetarians(guests: readonly EatingGuest[], questions: readonly RsvpQuestion[]): number {
  return guests.reduce((sum, g) => sum + (g.status === 'confirmed' ? partyVegetarians(g, questions) : 0), 0)
}
