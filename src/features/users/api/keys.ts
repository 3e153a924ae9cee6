/**
 * The users feature's cache keys (the shape is explained in src/lib/data/query-keys.ts). The users
 * list is every account, so its scope is 'all' rather than an event or a user.
 */
export const userKeys = {
  /** Every cached read of the users table. */
  all: ['users'] as const,
  /** SPEC §7 users: the management screen's list. */
  list: () => ['users', 'all', 'list'] as const,
}

/**
 * Other features' reads a user write changes: every read of memberships, as they show the members'
 * names and e-mails (the team lists, the todos' assignees).
 */
export const MEMBERSHIP_READS = ['event_users'] as const
