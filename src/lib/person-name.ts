import type { Json } from '@kernel/generated/database.types'

const part = (value: Json | undefined) => (typeof value === 'string' ? value.trim() : '')

/** "First Last" from a users.name value ({first, last}); null when neither part is filled in. */
export function personName(name: Json | undefined): string | null {
  if (typeof name !== 'object' || name === null || Array.isArray(name)) return null
  const full = [part(name.first), part(name.last)].filter(Boolean).join(' ')
  return full === '' ? null : full
}

/** How lists show a person: their name, or their e-mail until they have given one (invitees). */
export function displayName(user: { name: Json | undefined; email: string }): string {
  return personName(user.name) ?? user.email
}
