/**
 * How long an invitation stays valid (SPEC §2: a pending member shows the expiry date). Long
 * enough for an invitee to answer an e-mail; the owner can re-invite once it has passed.
 */
export const INVITATION_VALID_DAYS = 7

const DAY_MS = 86_400_000

export function invitationExpiry(now: Date): string {
  return new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString()
}
