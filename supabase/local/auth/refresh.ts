import type { Queryable } from '../db/database.ts'
import type { Request } from '../shared/http.ts'
import type { TokenResponse } from './access-token.ts'
import type { AuthContext } from './context.ts'
import { fail } from './errors.ts'
import { clientIp, userAgent } from './request.ts'
import { sessionTokens } from './sessions.ts'
import { generateRefreshToken } from './tokens.ts'
import { findUserById, isBanned } from './users.ts'

interface TokenRow {
  id: number
  token: string
  user_id: string
  revoked: boolean
  session_id: string | null
  /** Seconds since the token was last touched (revoked tokens: since their revocation). */
  age: number
}

async function lockToken(q: Queryable, token: string): Promise<TokenRow | undefined> {
  const r = await q.query<TokenRow>(
    `select id, token, user_id, revoked, session_id, extract(epoch from now() - updated_at)::float8 as age
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  )
  return r.rows[0]
}

/** Revokes the token and hands out its child in the same session (GrantRefreshTokenSwap). */
async function swap(q: Queryable, row: TokenRow): Promise<string> {
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id])
  const token = generateRefreshToken()
  await q.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent) values ($1, $2, $3, false, $4)',
    [token, row.user_id, row.session_id, row.token],
  )
  return token
}

/**
 * grant_type=refresh_token with rotation: each refresh token works once. Reusing a revoked one
 * returns the current child if it is the active token's parent (a client that lost the answer),
 * is tolerated within `refresh_token_reuse_interval`, and otherwise revokes the whole session's
 * family and fails with `refresh_token_already_used`. Logged-out sessions took their tokens
 * with them: `refresh_token_not_found`.
 * https://supabase.com/docs/guides/auth/sessions#refresh-token-reuse-detection
 * https://github.com/supabase/auth/blob/master/internal/tokens/service.go (RefreshTokenGrant)
 */
export async function refreshGrant(ctx: AuthContext, req: Request, refreshToken: string): Promise<TokenResponse> {
  const { auth } = ctx.config
  let failure: Error | undefined
  const result = await ctx.db.transaction(async (q) => {
    const row = await lockToken(q, refreshToken)
    if (!row) throw fail.refreshTokenNotFound()
    const user = await findUserById(q, row.user_id)
    if (!user) throw fail.refreshTokenNotFound()
    if (isBanned(user)) throw fail.refreshUserBanned()
    if (!row.session_id) throw fail.refreshTokenNotFound()
    let issued: string | undefined
    if (row.revoked) {
      const active = await q.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [row.session_id],
      )
      if (active.rows[0]?.parent === row.token) issued = active.rows[0].token
      else if (row.age > auth.refreshTokenReuseInterval) {
        if (auth.refreshTokenRotation) {
          await q.query(
            'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
            [row.session_id],
          )
        }
        // The revocation must stick although the request fails: keep the transaction, report after.
        failure = fail.refreshTokenAlreadyUsed()
        return undefined
      }
    }
    issued ??= await swap(q, row)
    await q.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now(), user_agent = $2, ip = $3 where id = $1',
      [row.session_id, userAgent(req), clientIp(req)],
    )
    return sessionTokens(ctx, q, row.user_id, row.session_id, issued)
  })
  if (failure || !result) throw failure ?? fail.refreshTokenNotFound()
  return result
}
