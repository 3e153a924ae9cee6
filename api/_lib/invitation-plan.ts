export interface Membership {
  id: string
  status: 'pending' | 'active'
  invitation_expires_at: string | null
}

/** One of the caller's memberships, as rejecting reads them. */
export interface OwnMembership {
  event_id: string
  status: 'pending' | 'active'
}

export type AcceptancePlan = { kind: 'accept' } | { kind: 'member' } | { kind: 'expired' } | { kind: 'none' }

export type RejectionPlan = { kind: 'member' } | { kind: 'reject'; deleteAccount: boolean }

/** An invitation without an expiry date never expires; one expiring exactly now has expired. */
export function isExpired(membership: Membership, now: Date): boolean {
  const expiresAt = membership.invitation_expires_at
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime()
}

/**
 * What accepting the invitation to one event does: activate it while it is valid. Nothing else
 * is touched, so an invitation the user has not seen stays theirs to answer. An active member
 * accepting again changes nothing but their name, so a retried request succeeds.
 */
export function planAcceptance(membership: Membership | null, now: Date): AcceptancePlan {
  if (!membership) return { kind: 'none' }
  if (membership.status === 'active') return { kind: 'member' }
  return isExpired(membership, now) ? { kind: 'expired' } : { kind: 'accept' }
}

/**
 * What rejecting the invitation to one event does (SPEC §4: rejected = account deleted): drop
 * it, and delete the account only when nothing else is left, so that rejecting one invitation
 * never declines another unseen, nor takes a member off their teams. A member of that very team
 * is past its invitation.
 */
export function planRejection(memberships: OwnMembership[], eventId: string): RejectionPlan {
  if (memberships.some((m) => m.event_id === eventId && m.status === 'active')) return { kind: 'member' }
  return { kind: 'reject', deleteAccount: memberships.every((m) => m.event_id === eventId) }
}
