import type { UserRow } from './types'

export type UserSortKey = 'created_at' | 'email' | 'role'
export interface UserSort {
  key: UserSortKey
  direction: 'asc' | 'desc'
}

/** SPEC §7: the list comes newest first. */
export const DEFAULT_USER_SORT: UserSort = { key: 'created_at', direction: 'desc' }

const byEmail = (a: UserRow, b: UserRow) => a.email.localeCompare(b.email, undefined, { sensitivity: 'base' })
const byCreated = (a: UserRow, b: UserRow) => Date.parse(a.created_at) - Date.parse(b.created_at)
// Admins first when ascending: the few people with the most rights are the ones looked for.
const byRole = (a: UserRow, b: UserRow) => (a.role === b.role ? 0 : a.role === 'admin' ? -1 : 1)

const COMPARE: Record<UserSortKey, (a: UserRow, b: UserRow) => number> = {
  created_at: byCreated,
  email: byEmail,
  role: byRole,
}

/** The table's rows in `sort` order; ties fall back to newest first, then e-mail, so the order is stable. */
export function sortUsers(users: readonly UserRow[], sort: UserSort): UserRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...users].sort((a, b) => sign * COMPARE[sort.key](a, b) || byCreated(b, a) || byEmail(a, b))
}

/** A click on a column header: the same column flips, another starts ascending (dates newest first). */
export function nextSort(current: UserSort, key: UserSortKey): UserSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: key === 'created_at' ? 'desc' : 'asc' }
}
