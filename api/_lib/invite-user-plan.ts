import { isExpired, type Membership } from './invitation-plan.js'

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
