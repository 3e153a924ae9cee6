/**
 * A guest's allowed party size: the most people their invitation covers, the guest included.
 * The database keeps it within these bounds (guests_max_party_size_range) and never below the
 * party the organisers entered; the RSVP offers no more accompanying guests than it leaves.
 * 21 is the guest and the 20 accompanying guests an RSVP could always bring at most.
 */
export const PARTY_SIZE_BOUNDS = { min: 1, max: 21 } as const

/** The allowance a guest with this many plus-ones needs at least (what the database raises it to). */
export const smallestAllowance = (plusOnes: number): number => Math.min(PARTY_SIZE_BOUNDS.max, 1 + plusOnes)
