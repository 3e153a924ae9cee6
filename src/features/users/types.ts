import type { Tables } from '@kernel/generated/database.types'

/** SPEC §7 users list: id, email, role, created_at, name. */
export type UserRow = Pick<Tables<'users'>, 'id' | 'email' | 'role' | 'created_at' | 'name'>
