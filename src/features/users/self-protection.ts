import type { UserInput } from '@kernel/user-input'

/** An admin can neither delete themselves nor drop their own admin role: no one locks themselves out here. */
export const SELF_NOTE = 'You cannot delete your own account or remove your own admin role.'

export function isSelf(row: { id: string }, currentUserId: string | null): boolean {
  return currentUserId !== null && row.id === currentUserId
}

/** What the form saves: editing oneself keeps the admin role whatever the role field says. */
export function lockOwnRole(input: UserInput, editingSelf: boolean): UserInput {
  return editingSelf ? { ...input, role: 'admin' } : input
}
