import { plusOnesOf } from '@/kernel/plus-ones'
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
  /** Vegetarians among the confirmed plus-ones (a guest row itself carries no meal choice). */
  vegetarians: number
}

export function guestCounts(guests: readonly Pick<GuestRow, 'status' | 'plus_ones'>[]): GuestCounts {
  const counts: GuestCounts = { invited: 0, confirmed: 0, declined: 0, pending: 0, adults: 0, kids: 0, vegetarians: 0 }
  for (const guest of guests) {
    counts.invited += 1
    counts[guest.status] += 1
    if (guest.status !== 'confirmed') continue
    counts.adults += 1
    for (const plusOne of plusOnesOf(guest.plus_ones)) {
      if (plusOne.age === 'kid') counts.kids += 1
      else counts.adults += 1
      if (plusOne.vegetarian) counts.vegetarians += 1
    }
  }
  return counts
}
