import type { Json } from '../../kernel/generated/database.types.js'
import type { UserInput } from '../../kernel/user-input.js'

export interface ExistingUser {
  id: string
  name: Json
}

export type CreateUserPlan =
  /** No user has this address: create the account. */
  | { kind: 'create' }
  /** The same person under the same name: an earlier call's account, finished (role) and answered again. */
  | { kind: 'finish'; id: string }
  /** Someone else already uses the address. */
  | { kind: 'conflict' }

const text = (value: Json | undefined) => (typeof value === 'string' ? value.trim() : '')

function sameName(name: Json, input: Pick<UserInput, 'firstName' | 'lastName'>): boolean {
  if (typeof name !== 'object' || name === null || Array.isArray(name)) return false
  return text(name.first) === input.firstName && text(name.last) === input.lastName
}

/**
 * A retried request (the answer was lost, or the role could not be set) finds the account it made
 * and completes it instead of failing; an address already taken by another person is a conflict.
 * The caller's own address always is: finishing it could take away their own admin role.
 */
export function planCreateUser(existing: ExistingUser | null, input: UserInput, callerId: string): CreateUserPlan {
  if (!existing) return { kind: 'create' }
  if (existing.id === callerId) return { kind: 'conflict' }
  return sameName(existing.name, input) ? { kind: 'finish', id: existing.id } : { kind: 'conflict' }
}
