import type { Json } from '@kernel/generated/database.types'
import type { Session } from '@/lib/supabase'

export type UserRole = 'user' | 'admin'

export interface ProfileName {
  first: string
  last: string
}

/** SPEC §4 session context, plus the raw session and the name (for the avatar's initials). */
export interface SessionState {
  /** The auth session alone: 'loading' until the stored session is read. */
  status: 'loading' | 'signed-in' | 'signed-out'
  session: Session | null
  /** True until the session and, when there is one, the user's profile are read. */
  loading: boolean
  userId: string | null
  email: string | null
  role: UserRole
  isAdmin: boolean
  profileIncomplete: boolean
  hasInvitation: boolean
  name: ProfileName | null
}

/** What the profile read found: the users row (null when missing) and whether any event_users row exists. */
export type ProfileRead =
  { ok: true; row: { role: string | null; name: Json } | null; hasInvitation: boolean } | { ok: false }

const RESET = {
  session: null,
  userId: null,
  email: null,
  role: 'user',
  isAdmin: false,
  profileIncomplete: false,
  hasInvitation: false,
  name: null,
} as const satisfies Partial<SessionState>

export const INITIAL_STATE: SessionState = { ...RESET, status: 'loading', loading: true }

/** SPEC §4: with no session everything is reset. */
export const SIGNED_OUT_STATE: SessionState = { ...RESET, status: 'signed-out', loading: false }

/** Only the stored value 'admin' grants admin status; anything else (or nothing) is a user. */
export function roleOf(value: unknown): UserRole {
  return value === 'admin' ? 'admin' : 'user'
}

/** The stored name when both parts are non-blank strings; otherwise null (incomplete). */
export function completeName(name: Json | undefined): ProfileName | null {
  if (typeof name !== 'object' || name === null || Array.isArray(name)) return null
  const { first, last } = name
  if (typeof first !== 'string' || typeof last !== 'string') return null
  if (first.trim() === '' || last.trim() === '') return null
  return { first: first.trim(), last: last.trim() }
}

/** SPEC §4: incomplete when the users row is missing or its first or last name is missing. */
export function isProfileIncomplete(row: { name: Json } | null): boolean {
  return row === null || completeName(row.name) === null
}

/** A signed-in user whose profile is still being read: guards wait on `loading`. */
export function pendingProfileState(session: Session): SessionState {
  return {
    ...RESET,
    status: 'signed-in',
    loading: true,
    session,
    userId: session.user.id,
    email: session.user.email ?? null,
  }
}

/**
 * The context for a session and its profile read. A failed read falls back to SPEC §4's
 * "role user, not admin, profile complete, no invitation" so a flaky lookup never locks anyone out.
 */
export function signedInState(session: Session, read: ProfileRead): SessionState {
  const base = { ...pendingProfileState(session), loading: false }
  if (!read.ok) return base
  const role = roleOf(read.row?.role)
  return {
    ...base,
    role,
    isAdmin: role === 'admin',
    profileIncomplete: isProfileIncomplete(read.row),
    hasInvitation: read.hasInvitation,
    name: read.row ? completeName(read.row.name) : null,
  }
}
