/**
 * The rules of a team invitation, without the database: how long it lasts, what inviting an
 * address does and what accepting does (SPEC §4 team member).
 */
export interface Membership {
  id: string
  status: 'pending' | 'active'
  invitation_expires_at: string | null
}

/** SPEC §8: the SPA shows this on any 401 from the invitation endpoints; the body says the same. */
export const INVITATION_EXPIRED =
  'This invitation link has expired. Please contact the event organizer to receive a new invitation.'

/**
 * How long an invitation stays valid (SPEC §2: a pending member shows the expiry date). Long
 * enough for an invitee to answer an e-mail; the owner can re-invite once it has passed.
 */
export const INVITATION_VALID_DAYS = 7

const DAY_MS = 86_400_000

export function invitationExpiry(now: Date): string {
  return new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString()
}

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

export type AcceptancePlan = { kind: 'accept'; activate: string[] } | { kind: 'expired' } | { kind: 'none' }

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
