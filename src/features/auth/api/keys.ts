/**
 * The auth feature's cache keys (the shape is explained in src/lib/data/query-keys.ts). The
 * session's own profile lives in the session store, not in SWR.
 */
export const authKeys = {
  /** The invitation /accept-invitation answers: the one the link names, or the newest open one. */
  invitationToAnswer: (userId: string, named: string | null) =>
    ['event_users', userId, 'invitation-to-answer', named] as const,
}
