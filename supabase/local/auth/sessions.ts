import type { Queryable } from '../db/database.ts'
import type { Request } from '../shared/http.ts'
import { tokenResponse, type AmrEntry, type TokenResponse } from './access-token.ts'
import type { AuthContext } from './context.ts'
import { clientIp, userAgent } from './request.ts'
import { generateRefreshToken } from './tokens.ts'
import { loadUserJson } from './users.ts'

async function amrFor(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const rows = await q.query<{ authentication_method: string; ts: number }>(
    `select authentication_method, extract(epoch from updated_at)::bigint as ts from auth.mfa_amr_claims where session_id = $1`,
    [sessionId],
  )
  return rows.rows.map((r) => ({ method: r.authentication_method, timestamp: Number(r.ts) }))
}

/** Signs a fresh access token for an existing session and pairs it with `refreshToken`. */
export async function sessionTokens(
  ctx: AuthContext,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await loadUserJson(q, userId)
  const input = {
    issuer: ctx.externalUrl,
    user,
    sessionId,
    amr: await amrFor(q, sessionId),
    now: Math.floor(Date.now() / 1000),
    expiresIn: ctx.config.auth.jwtExpiry,
  }
  return tokenResponse(input, refreshToken, ctx.config.jwtSecret)
}

/**
 * Starts a session: a sessions row, its first refresh token, the authentication method as an
 * AMR claim, and last_sign_in_at. https://github.com/supabase/auth/blob/master/internal/tokens/service.go (IssueRefreshToken)
 */
export async function issueSession(
  ctx: AuthContext,
  q: Queryable,
  userId: string,
  method: string,
  req: Request,
): Promise<TokenResponse> {
  const session = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, user_agent, ip) values ($1, 'aal1', $2, $3) returning id`,
    [userId, userAgent(req), clientIp(req)],
  )
  const sessionId = session.rows[0].id
  const token = generateRefreshToken()
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent) values ($1, $2, $3, false, null)`,
    [token, userId, sessionId],
  )
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  return sessionTokens(ctx, q, userId, sessionId, token)
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  return (await q.query('select 1 from auth.sessions where id = $1', [sessionId])).rowCount > 0
}
