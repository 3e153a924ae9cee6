import { supabase, type Session } from '../../lib/supabase'

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-in'; session: Session }
  | { status: 'signed-out'; session: null }

let state: SessionState = { status: 'loading', session: null }
const listeners = new Set<() => void>()
let started = false

function set(session: Session | null) {
  state = session ? { status: 'signed-in', session } : { status: 'signed-out', session: null }
  for (const listener of listeners) listener()
}

/**
 * One auth subscription for the whole app (SPEC §7: session read on start and on every change).
 * getSession() resolves after supabase-js has consumed a sign-in link in the URL, so "loading"
 * ends only once the callback's session, if any, is known.
 */
function start() {
  if (started) return
  started = true
  supabase.auth.onAuthStateChange((_event, session) => set(session))
  supabase.auth
    .getSession()
    .then(({ data }) => set(data.session))
    .catch((error: unknown) => {
      console.error('Could not read the session', error)
      set(null)
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
