import { sendJson } from '../../shared/http.ts'
import type { RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { exchangeAuthCode } from '../flow-state.ts'
import { refreshGrant } from '../refresh.ts'
import { readParams, str } from '../request.ts'
import { issueSession } from '../sessions.ts'
import { findUserById, isBanned } from '../users.ts'

/**
 * POST /token?grant_type=…: `pkce` exchanges an auth code for a session, `refresh_token`
 * rotates. Password, id_token and web3 grants are not offered locally (passwordless app).
 * https://github.com/supabase/auth#post-token
 */
export const postToken: RouteHandler = async (ctx, req, res, url) => {
  const grant = url.searchParams.get('grant_type') ?? ''
  if (grant === 'refresh_token') {
    const params = await readParams(req)
    const token = str(params, 'refresh_token')
    if (!token) {
      // An OAuth-style error, as GoTrue renders it for this one case.
      return sendJson(res, 400, { error: 'invalid_request', error_description: 'refresh_token required' })
    }
    return sendJson(res, 200, await refreshGrant(ctx, req, token))
  }
  if (grant === 'pkce') {
    const params = await readParams(req)
    const authCode = str(params, 'auth_code')
    const verifier = str(params, 'code_verifier')
    if (!authCode || !verifier) {
      throw fail.validation('invalid request: both auth code and code verifier should be non-empty')
    }
    const session = await ctx.db.transaction(async (q) => {
      const flow = await exchangeAuthCode(q, authCode, verifier)
      const user = await findUserById(q, flow.userId)
      if (!user) throw fail.flowStateNotFound('invalid flow state, no valid flow state found')
      if (isBanned(user)) throw fail.userBanned('User is banned')
      return issueSession(ctx, q, flow.userId, flow.method, req)
    })
    return sendJson(res, 200, session)
  }
  throw fail.unsupportedGrant()
}
