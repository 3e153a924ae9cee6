import { supabase, type Session } from '@/lib/supabase'
import { getProfile } from './api/get-profile'
import {
  INITIAL_STATE,
  pendingProfileState,
  SIGNED_OUT_STATE,
  signedInState,
  type ProfileRead,
  type SessionState,
} from './session-state'

export type { SessionState } from './session-state'

let state: SessionState = INITIAL_STATE
const listeners = new Set<() => void>()
let started = false
// Each read gets a number; an older read that finishes late must not overwrite a newer one.
let latestRead = 0

// Set while the user logs out on purpose: guards then leave navigation to the logout action
// instead of sending the user to /login.
let leavingOnPurpose = false

export function noteDeliberateSignOut(): void {
  leavingOnPurpose = true
}

export function isDeliberateSignOut(): boolean {
  return leavingOnPurpose
}

function publish(next: SessionState) {
  if (next.session) leavingOnPurpose = false
  state = next
  for (const listener of listeners) listener()
}

async function readProfile(userId: string): Promise<ProfileRead> {
  try {
    return { ok: true, ...(await getProfile(userId)) }
  } catch (error) {
    // SPEC §8: profile and invitation lookups fail silently (logged only); §4 fallbacks apply.
    console.error('Could not load the profile', error)
    return { ok: false }
  }
}

async function read(session: Session | null): Promise<void> {
  const run = ++latestRead
  if (!session) return publish(SIGNED_OUT_STATE)
  // A new user waits in `loading` so guards never act on someone else's profile; the same user
  // (token refresh, profile saved) keeps the screen and is updated in the background.
  const sameUser = state.userId === session.user.id && !state.loading
  publish(sameUser ? { ...state, session } : pendingProfileState(session))
  const profile = await readProfile(session.user.id)
  if (run === latestRead) publish(signedInState(session, profile))
}

/**
 * One auth subscription for the whole app (SPEC §4/§7: read at start, INITIAL_SESSION, and on
 * every change). The profile is read outside the callback: supabase-js runs callbacks under its
 * auth lock, and a query awaiting the session from in there would deadlock.
 */
function start() {
  if (started) return
  started = true
  supabase.auth.onAuthStateChange((_event, session) => {
    setTimeout(() => void read(session), 0)
  })
}

export function subscribeSession(listener: () => void): () => void {
  start()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getSessionState(): SessionState {
  return state
}

/** Re-reads the current user's profile (after saving it or accepting an invitation); resolves once published. */
export async function refreshSessionProfile(): Promise<void> {
  const { data } = await supabase.auth.getSession()
  await read(data.session)
}
