import { sendJson, type Response } from '../../shared/http.ts'
import { sessionRedirectUrl } from '../access-token.ts'
import type { RouteHandler } from '../context.ts'
import { AuthError, fail, OAUTH_ERROR } from '../errors.ts'
import { authMethodFor, issueAuthCode } from '../flow-state.ts'
import { referrer } from '../redirect.ts'
import { clientIp, readParams, str } from '../request.ts'
import { issueSession } from '../sessions.ts'
import { PKCE_PREFIX } from '../tokens.ts'
import { validateEmail } from '../validate.ts'
import {
  applyVerification,
  SINGLE_CONFIRMATION_ACCEPTED,
  spendPendingCodes,
  verifyEmailOtp,
  verifyTokenHash,
  VERIFY_TYPES,
  WrongCode,
  type VerifyType,
} from '../verification.ts'
import type { AuthContext } from '../context.ts'
import type { Request } from '../../shared/http.ts'

/**
 * GoTrue's `token_verifications` limit: per client address, on both the e-mailed link and the
 * code, before any lookup. https://supabase.com/docs/guides/auth/rate-limits
 */
function limitVerifications(ctx: AuthContext, req: Request): void {
  if (!ctx.limits.verifications.take(clientIp(req))) throw fail.overRequestRate()
}

function verifyType(type: string): VerifyType {
  if (!type) throw fail.validation('Verify requires a verification type')
  if (!(VERIFY_TYPES as readonly string[]).includes(type)) throw fail.validation('Invalid email verification type')
  return type as VerifyType
}

const redirect = (res: Response, location: string) => {
  res.writeHead(303, { location })
  res.end()
}

/**
 * An error after the token was read becomes a redirect carrying it in the fragment (and, for
 * PKCE, the query), e.g. `#error=access_denied&error_code=otp_expired&error_description=…`.
 * https://github.com/supabase/auth/blob/master/internal/api/verify.go (prepErrorRedirectURL)
 */
function errorRedirectUrl(redirectTo: string, error: AuthError, pkce: boolean): string {
  const u = new URL(redirectTo)
  const entries: [string, string][] = []
  if (OAUTH_ERROR[error.status]) entries.push(['error', OAUTH_ERROR[error.status]])
  entries.push(['error_code', error.code], ['error_description', error.message])
  if (pkce) for (const [k, v] of entries) u.searchParams.set(k, v)
  u.hash = new URLSearchParams([...entries, ['sb', '']]).toString()
  return u.toString()
}

/**
 * GET /verify?token&type&redirect_to: the e-mailed link. Answers 303 to the redirect URL with
 * the session in the fragment (implicit) or `?code=` (PKCE, token prefixed `pkce_`).
 * https://supabase.com/docs/guides/auth/sessions/implicit-flow, …/pkce-flow
 */
export const getVerify: RouteHandler = async (ctx, req, res, url) => {
  limitVerifications(ctx, req)
  const token = url.searchParams.get('token') ?? ''
  const rawType = url.searchParams.get('type') ?? ''
  if (!rawType) throw fail.validation('Verify requires a verification type')
  if (!token) throw fail.validation('Verify requires a token or a token hash')
  const redirectTo = referrer(ctx.redirects, req, url)
  const pkce = token.startsWith(PKCE_PREFIX)
  let location: string
  try {
    location = await ctx.db.transaction(async (q) => {
      const type = verifyType(rawType)
      const verified = await verifyTokenHash(ctx, q, type, token)
      if ((await applyVerification(ctx, q, verified)) === 'awaiting-other-address') {
        const target = new URL(redirectTo)
        target.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }).toString()
        return target.toString()
      }
      if (pkce) {
        const target = new URL(redirectTo)
        target.searchParams.set('code', await issueAuthCode(q, verified.user.id, authMethodFor(rawType)))
        return target.toString()
      }
      const session = await issueSession(ctx, q, verified.user.id, 'otp', req)
      return sessionRedirectUrl(redirectTo, session, { type: verified.type })
    })
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    location = errorRedirectUrl(redirectTo, error, pkce)
  }
  redirect(res, location)
}

/**
 * POST /verify: verifyOtp. Either {email, token (the 6-digit code), type} or {token_hash, type};
 * answers with a session. https://supabase.com/docs/reference/javascript/auth-verifyotp
 */
export const postVerify: RouteHandler = async (ctx, req, res) => {
  limitVerifications(ctx, req)
  const params = await readParams(req)
  const type = verifyType(str(params, 'type'))
  const token = str(params, 'token')
  const hash = str(params, 'token_hash')
  const email = str(params, 'email')
  const phone = str(params, 'phone')
  if ((token === '') === (hash === '')) throw fail.validation('Verify requires either a token or a token hash')
  if (token && !(email && !phone)) {
    if (phone && !email) throw fail.phoneProviderDisabled()
    throw fail.validation('Only an email address or phone number should be provided on verify')
  }
  if (hash && (email || phone || str(params, 'redirect_to')))
    throw fail.validation('Only the token_hash and type should be provided')
  let address = ''
  if (token) {
    try {
      address = validateEmail(email)
    } catch {
      throw fail.validation422('Invalid email format')
    }
  }
  let outcome
  try {
    outcome = await ctx.db.transaction(async (q) => {
      const verified = hash
        ? await verifyTokenHash(ctx, q, type, hash)
        : await verifyEmailOtp(ctx, q, type, address, token)
      if ((await applyVerification(ctx, q, verified)) === 'awaiting-other-address') return undefined
      ctx.limits.wrongCodes.forget(verified.user.id)
      return issueSession(ctx, q, verified.user.id, 'otp', req)
    })
  } catch (error) {
    // Counted once the failed transaction is over: after a few misses the code is spent.
    if (error instanceof WrongCode && ctx.limits.wrongCodes.miss(error.userId, error.pending)) {
      await ctx.db.transaction((q) => spendPendingCodes(q, error.userId, error.columns))
    }
    throw error
  }
  if (!outcome) return sendJson(res, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 })
  sendJson(res, 200, outcome)
}
