export interface Membership {
  id: string
  status: 'pending' | 'active'
  invitation_expires_at: string | null
}

export type AcceptancePlan = { kind: 'accept'; activate: string[] } | { kind: 'expired' } | { kind: 'none' }

/** An invitation without an expiry date never expires; one expiring exactly now has expired. */
export function isExpired(membership: Membership, now: Date): boolean {
  const expiresAt = membership.invitation_expires_at
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime()
}

/**
 * What accepting does for a user's memberships: activate the pending invitations still valid.
 * Expired ones stay pending (the owner may remove them). When every invitation has expired and
 * nothing is active, acceptance is refused as expired; an already-active member accepting again
 * changes nothing but their name, so a retried request succeeds.
 */
export function planAcceptance(memberships: Membership[], now: Date): AcceptancePlan {
  if (memberships.length === 0) return { kind: 'none' }
  const open = memberships.filter((m) => m.status === 'pending' && !isExpired(m, now))
  const active = memberships.some((m) => m.status === 'active')
  if (open.length === 0 && !active) return { kind: 'expired' }
  return { kind: 'accept', activate: open.map((m) => m.id) }
}
