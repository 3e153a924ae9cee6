import { format } from 'date-fns'

interface GuestParty {
  status: 'pending' | 'confirmed' | 'declined'
  plus_ones: unknown
}

const partySize = (guest: GuestParty) => 1 + (Array.isArray(guest.plus_ones) ? guest.plus_ones.length : 0)

/**
 * SPEC §9 dashboard guest count: confirmed guests plus their plus-ones, over all guests plus
 * plus-ones (a declined guest's plus-ones are cleared, so they count once).
 */
export function guestRatio(guests: readonly GuestParty[]): { confirmed: number; total: number } {
  let confirmed = 0
  let total = 0
  for (const guest of guests) {
    total += partySize(guest)
    if (guest.status === 'confirmed') confirmed += partySize(guest)
  }
  return { confirmed, total }
}

/** SPEC §9 dashboard money: the sum of purchased gifts, in cents to avoid float drift. */
export function purchasedTotal(amounts: readonly (number | string)[]): number {
  const cents = amounts.reduce<number>((sum, amount) => sum + Math.round(Number(amount) * 100), 0)
  return cents / 100
}

/** Today as the todos' date-only column stores it, on the viewer's clock. */
export const todayDate = (now: Date = new Date()) => format(now, 'yyyy-MM-dd')

/**
 * SPEC §9 todos due: not completed and due today or earlier; overdue when due before today.
 * Takes the due dates of the pending todos due up to today.
 */
export function todosDue(dueDates: readonly string[], now: Date = new Date()): { due: number; overdue: number } {
  const today = todayDate(now)
  return { due: dueDates.filter((d) => d <= today).length, overdue: dueDates.filter((d) => d < today).length }
}
