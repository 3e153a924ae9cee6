import type { Claims } from '../db/database.ts'
import { bearerToken, type Request } from '../shared/http.ts'
import { verifyJwt } from '../shared/jwt.ts'
import { ADMIN_ROLES, type AuthContext } from './context.ts'
import { fail } from './errors.ts'
import { sessionExists } from './sessions.ts'
import { isUuid, NIL_UUID } from './tokens.ts'
import type { UserRow } from './user-json.ts'
import { findUserById, isBanned } from './users.ts'

// golang-jwt's wording, which GoTrue appends to its bad_jwt message.
const JWT_REASON = {
  expired: 'token has invalid claims: token is expired',
  invalid: 'token signature is invalid: signature is invalid',
}

/** Verifies the bearer token's signature and expiry. https://github.com/supabase/auth/blob/master/internal/api/auth.go (parseJWTClaims) */
async function bearerClaims(ctx: AuthContext, req: Request): Promise<Claims> {
  const token = bearerToken(req)
  if (!token) throw fail.noAuthorization()
  const result = await verifyJwt(token, ctx.config.jwtSecret)
  if (!result.ok) throw fail.badJwt(`invalid JWT: unable to parse or verify signature, ${JWT_REASON[result.reason]}`)
  return result.claims
}

export interface Caller {
  claims: Claims
  user: UserRow
  /** Absent for tokens minted without a session (e.g. by hand for tests). */
  sessionId?: string
}

/** Loads the token's user and session; a logged-out session is `session_not_found`. (maybeLoadUserOrSession) */
async function loadCaller(ctx: AuthContext, claims: Claims): Promise<Caller> {
  const sub = typeof claims.sub === 'string' ? claims.sub : ''
  if (!sub) throw fail.badJwt('invalid claim: missing sub claim')
  if (!isUuid(sub)) throw fail.subNotUuid()
  const user = await findUserById(ctx.db, sub)
  if (!user) throw fail.jwtUserMissing()
  const sid = typeof claims.session_id === 'string' ? claims.session_id : ''
  if (sid && sid !== NIL_UUID) {
    if (!isUuid(sid)) throw fail.badJwt('invalid claim: session_id claim must be a UUID')
    if (!(await sessionExists(ctx.db, sid)))
      throw fail.sessionNotFound('Session from session_id claim in JWT does not exist')
    return { claims, user, sessionId: sid }
  }
  return { claims, user }
}

/** The signed-in user behind the bearer token (requireAuthentication). */
export async function authenticate(ctx: AuthContext, req: Request): Promise<Caller> {
  const caller = await loadCaller(ctx, await bearerClaims(ctx, req))
  if (isBanned(caller.user)) throw fail.userBanned('User is banned')
  return caller
}

/**
 * Admin endpoints accept tokens whose role is an admin role (the service_role key). A token tied
 * to a session must still have that session. https://github.com/supabase/auth/blob/master/internal/api/middleware.go (requireAdminCredentials)
 */
export async function requireAdmin(ctx: AuthContext, req: Request): Promise<Claims> {
  const claims = await bearerClaims(ctx, req)
  const sid = typeof claims.session_id === 'string' ? claims.session_id : ''
  if (sid && sid !== NIL_UUID) await loadCaller(ctx, claims)
  if (!ADMIN_ROLES.includes(String(claims.role ?? ''))) throw fail.notAdmin('User not allowed')
  return claims
}
