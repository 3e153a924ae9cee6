import type { User } from '@supabase/supabase-js'
import { bearerToken, type ApiRequest } from './http.js'
import { supabaseAdmin } from './supabase-admin.js'

/** What every endpoint answers a caller it does not recognise as signed in (401). */
export const NOT_SIGNED_IN = 'You are not signed in, or your session has expired. Please sign in again.'

export type Caller =
  | { status: 'signed-in'; user: User }
  /** A validly signed token whose account no longer exists (e.g. a retried account deletion). */
  | { status: 'deleted'; userId: string }
  | { status: 'unauthenticated' }

/** The `sub` claim of a JWT, read without verification: only used after the auth server verified it. */
function subjectOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: unknown
    }
    return typeof payload.sub === 'string' ? payload.sub : undefined
  } catch {
    return undefined
  }
}

/**
 * Who is calling, by asking the auth server about the bearer token (signature, expiry, logout).
 * GoTrue checks the signature before looking the user up, so its 403 user_not_found proves the
 * token was genuine for an account since deleted.
 * https://github.com/supabase/auth/blob/master/internal/api/auth.go (maybeLoadUserOrSession)
 */
export async function authenticate(req: ApiRequest): Promise<Caller> {
  const token = bearerToken(req)
  if (!token) return { status: 'unauthenticated' }
  const { data, error } = await supabaseAdmin().auth.getUser(token)
  if (data.user) return { status: 'signed-in', user: data.user }
  // Only the auth server's refusals (4xx) say "not signed in"; an outage must not read as one.
  if (!error?.status || error.status >= 500) throw error ?? new Error('The auth server returned no user')
  const userId = error?.code === 'user_not_found' ? subjectOf(token) : undefined
  return userId ? { status: 'deleted', userId } : { status: 'unauthenticated' }
}
