import { useSyncExternalStore } from 'react'
import { getSessionState, subscribeSession, type SessionState } from './session-store'

/**
 * SPEC §4 session context: userId, loading, role, isAdmin, email, profileIncomplete,
 * hasInvitation (plus status, session and name). A module-level store, so no provider is needed.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState)
}
