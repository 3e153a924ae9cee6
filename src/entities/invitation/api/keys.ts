/**
 * The invitations' cache keys (the shape is explained in src/lib/data/query-keys.ts): the
 * invitee's own pending event_users rows, scoped by the user they invite.
 */
export const invitationKeys = {
  /** The signed-in user's open invitations (/admin/invitations). */
  mine: (userId: string) => ['event_users', userId, 'invitations'] as const,
}
