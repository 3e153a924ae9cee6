import type { Json } from '@kernel/generated/database.types'
import type { UserFormValues } from '@kernel/user-input'
import type { UserRow } from './types'

const part = (name: Json, key: 'first' | 'last') =>
  typeof name === 'object' && name !== null && !Array.isArray(name) && typeof name[key] === 'string' ? name[key] : ''

export const NEW_USER: UserFormValues = { firstName: '', lastName: '', email: '', role: 'user' }

/** The form's starting values: empty with role user for a new user, the row's own for an edit. */
export function formValuesOf(row: UserRow | null): UserFormValues {
  if (!row) return NEW_USER
  return { firstName: part(row.name, 'first'), lastName: part(row.name, 'last'), email: row.email, role: row.role }
}
