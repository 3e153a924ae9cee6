/** The auth feature's public surface for other features: who is signed in (SPEC §4 session context). */
export { useSession } from './use-session'
export type { SessionState } from './session-state'
