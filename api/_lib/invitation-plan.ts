/**
 * The rules of a team invitation, without the database: what inviting an address does, what
 * accepting and rejecting do (SPEC §4 team member). The database sets an invitation's expiry.
 */
export interface Membership {
  id: string
  status: 'pending' | 'active'
  invitation_expires_at: string | null
}

/** SPEC §8: the SPA shows this on any 401 from the invitation endpoints; the body says the same. */
export const INVITATION_EXPIRED =
  'This invitation link has expired. Please contact the event organizer to receive a new invitation.'

export const NO_INVITATION = 'No invitation to this event was found for this account.'

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
 * The invited address as the auth service knows it: no account, an account that never opened
 * a link (created by an earlier invitation), or a confirmed account (someone who has signed in,
 * or was created confirmed by an admin).
 */
export type AccountState = 'none' | 'unconfirmed' | 'confirmed'

export type InvitePlan =
  /** Already an active member: nothing to do. */
  | { kind: 'already-member' }
  /**
   * A confirmed account is invited too, never added outright: it gets a pending membership, a
   * notification and a sign-in link, and joins when it accepts.
   */
  | { kind: 'invite-existing' }
  /** A still-valid invitation exists: no second e-mail, so a retried request sends one. */
  | { kind: 'already-invited'; expiresAt: string | null }
  /** Send the auth service's invitation e-mail and record (or renew) the pending membership. */
  | { kind: 'invite' }

/**
 * SPEC §4 team member, with consent: everybody is invited with an expiry, and joins on accepting;
 * new addresses get the auth service's invitation, existing accounts a sign-in link.
 */
export function planInvite(account: AccountState, membership: Membership | null, now: Date): InvitePlan {
  if (membership?.status === 'active') return { kind: 'already-member' }
  // While an invitation is valid a repeat changes nothing, even for someone who already
  // followed the link: they still accept it on /accept-invitation.
  if (membership && !isExpired(membership, now)) {
    return { kind: 'already-invited', expiresAt: membership.invitation_expires_at }
  }
  if (account === 'confirmed') return { kind: 'invite-existing' }
  return { kind: 'invite' }
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
