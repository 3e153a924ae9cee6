import type { GuestRow } from './types'

/**
 * What the party-size badge counts: "Party of 3 (the guest and 2 plus-ones), up to 4 allowed".
 * A declined guest's party is 0, whatever plus-ones the organisers kept.
 */
export function partyLabel(guest: Pick<GuestRow, 'status' | 'number' | 'max_party_size'>): string {
  // No limit of the guest's own: the event's 'Guests may bring' applies, said above the list.
  const allowed = guest.max_party_size === null ? '' : `, up to ${guest.max_party_size} allowed`
  if (guest.status === 'declined') return `Party of 0 (declined)${allowed}`
  const plusOnes = guest.number - 1
  const who = plusOnes > 0 ? `the guest and ${plusOnes} plus-one${plusOnes === 1 ? '' : 's'}` : 'the guest alone'
  return `Party of ${guest.number} (${who})${allowed}`
}
