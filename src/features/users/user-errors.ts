import { ACTION_FAILED, USER_MESSAGES, type UserAction } from './user-messages'

/** A failed create, update or delete: the operation's SPEC §8 text, and the reason when one is known. */
export class UserActionError extends Error {
  constructor(
    readonly action: UserAction,
    readonly detail: string | null,
  ) {
    super(ACTION_FAILED[action])
  }
}

/** Database refusals in words an admin can act on; others keep the server's own message. */
export function databaseDetail(error: { code?: string; message: string }): string {
  if (error.code === '23505') return 'This e-mail address is already used by another user.'
  return error.message
}

/**
 * The management screen's toast (SPEC §8): 'Error saving user' for the form, whether it created or
 * updated, with the operation's own text and reason beneath; 'Error deleting user' with the reason.
 */
export function userFailureToast(error: unknown, action: UserAction): { title: string; description?: string } {
  const detail = error instanceof UserActionError ? error.detail : null
  if (action === 'delete') return { title: USER_MESSAGES.deleteFailed, ...(detail && { description: detail }) }
  const what = ACTION_FAILED[action]
  return { title: USER_MESSAGES.saveFailed, description: detail ? `${what}: ${detail}` : what }
}
