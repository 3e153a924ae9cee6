import { plusOnesOf } from '@kernel/plus-ones'
import type { RsvpQuestion } from '@kernel/site-content'
import { partyVegetarians } from '@kernel/vegetarians'
import type { GuestRow } from './types'

export interface GuestCounts {
  /** Invitations: one per guest row. */
  invited: number
  confirmed: number
  declined: number
  pending: number
  /** People coming with the confirmed invitations: the guest (counted as an adult) and their plus-ones. */
  adults: number
  kids: number
  /**
   * Vegetarians among the people coming: a plus-one ticked vegetarian, or anyone who chose a menu
   * option marked vegetarian (issue 29), each person once.
   */
  vegetarians: number
}

export function guestCounts(
  guests: readonly (Pick<GuestRow, 'status' | 'plus_ones'> & Partial<Pick<GuestRow, 'name' | 'rsvp_answers'>>)[],
  questions: readonly RsvpQuestion[] = [],
): GuestCounts {
  const counts: GuestCounts = { invited: 0, confirmed: 0, declined: 0, pending: 0, adults: 0, kids: 0, vegetarians: 0 }
  for (const guest of guests) {
    counts.invited += 1
    counts[guest.status] += 1
    if (guest.status !== 'confirmed') continue
    counts.adults += 1
    for (const plusOne of plusOnesOf(guest.plus_ones)) {
      if (plusOne.age === 'kid') counts.kids += 1
      else counts.adults += 1
    }
    counts.vegetarians += partyVegetarians({ name: guest.name ?? '', ...guest }, questions)
  }
  return counts
}
