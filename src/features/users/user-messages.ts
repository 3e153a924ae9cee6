/** SPEC §8 Users texts, verbatim. */
export const USER_MESSAGES = {
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  saveFailed: 'Error saving user',
  deleteFailed: 'Error deleting user',
} as const

export type UserAction = 'create' | 'update' | 'delete'

/** The operation's own failure text (SPEC §8: 'Error creating user', likewise for updating and deleting). */
export const ACTION_FAILED: Record<UserAction, string> = {
  create: 'Error creating user',
  update: 'Error updating user',
  delete: 'Error deleting user',
}

export const USERS_LOAD_FAILED = 'Could not load the users.'
