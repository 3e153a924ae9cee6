import { sendJson } from '../../shared/http.ts'
import type { RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { createFlowState } from '../flow-state.ts'
import { checkSendFrequency, sendLink } from '../links.ts'
import { referrer } from '../redirect.ts'
import { bool, clientIp, obj, readParams, str } from '../request.ts'
import { pkceParamsError } from '../tokens.ts'
import { createUser, findUserByEmail } from '../users.ts'
import { validateEmail } from '../validate.ts'

/**
 * POST /otp: passwordless e-mail sign-in. A confirmed user gets a magic link; a new (or not yet
 * confirmed) one is signed up and gets a confirmation link, which signs them in too. With
 * `create_user: false` an unknown address is refused. A `code_challenge` switches to PKCE.
 * https://supabase.com/docs/reference/api/send-a-magic-link (and internal/api/otp.go, magic_link.go)
 *
 * What the answer tells about an address. With sign-ups off, an address without an account is
 * refused with a 422, as GoTrue refuses it, and the sign-in screen says 'Access denied' from that
 * answer (SPEC §8): whoever can use the screen learns whether an address has an account, and the
 * endpoint cannot say less than the screen shows. It says no more:
 * - `sign_in_sign_ups` is taken per client before anything is read or looked up, so an unknown
 *   address costs what a known one costs, and a client tries a handful of addresses per 5
 *   minutes, not a hundred a second (GoTrue's limitHandler on /otp);
 * - an account invited but not yet confirmed gets the unknown address's answer (otp_disabled with
 *   create_user false, signup_disabled otherwise), by the same single look-up; GoTrue answers
 *   signup_disabled for it, which would tell a pending invitation apart. Deliberate deviation.
 * The 200 of a known address comes after its e-mail is handed to the mailer, later than a refusal;
 * the status tells as much already.
 */
export const postOtp: RouteHandler = async (ctx, req, res, url) => {
  if (!ctx.limits.signIns.take(clientIp(req))) throw fail.overRequestRate()
  const params = await readParams(req)
  const rawEmail = str(params, 'email')
  const phone = str(params, 'phone')
  const createIfMissing = bool(params, 'create_user', true)
  const data = obj(params, 'data') ?? {}
  const challenge = str(params, 'code_challenge')
  const challengeMethod = str(params, 'code_challenge_method')

  if (rawEmail && phone) throw fail.validation('Only an email address or phone number should be provided')
  const pkceError = pkceParamsError(challenge, challengeMethod)
  if (pkceError) throw fail.validation(pkceError)
  if (!rawEmail && phone) throw fail.phoneProviderDisabled()
  if (!rawEmail) throw fail.validation('One of email or phone must be set')
  const email = validateEmail(rawEmail)
  const pkce = challenge !== ''
  const redirectTo = referrer(ctx.redirects, req, url)

  await ctx.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email)
    const confirmed = Boolean(user?.email_confirmed_at)
    if (!confirmed && !ctx.config.auth.enableSignup) throw createIfMissing ? fail.signupDisabled() : fail.otpDisabled()
    if (!user && !createIfMissing) throw fail.otpDisabled()
    if (!user || !confirmed) {
      user ??= await createUser(q, { email, userMetadata: data, identityExtras: data })
      await checkSendFrequency(ctx, q, user, 'signup')
      if (pkce) await createFlowState(q, user.id, 'email', 'email/signup', challenge, challengeMethod)
      await sendLink(ctx, q, user, 'signup', { redirectTo, pkce })
      return
    }
    await checkSendFrequency(ctx, q, user, 'magiclink')
    if (pkce) await createFlowState(q, user.id, 'magiclink', 'magiclink', challenge, challengeMethod)
    await sendLink(ctx, q, user, 'magiclink', { redirectTo, pkce })
  })
  sendJson(res, 200, {})
}
