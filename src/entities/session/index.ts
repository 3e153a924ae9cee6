/**
 * Who is signed in (SPEC §4 session context), for every screen of the admin: one store fed by
 * supabase-js's auth events, read with `useSession()`. The sign-in and profile screens (features/auth)
 * write through it; nothing here draws a screen.
 */
export { useSession } from './use-session'
export { isDeliberateSignOut, noteDeliberateSignOut, refreshSessionProfile } from './session-store'
export { completeName, type ProfileName, type SessionState, type UserRole } from './session-state'
