import { sendJson } from '../../shared/http.ts'
import type { RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { createFlowState } from '../flow-state.ts'
import { checkSendFrequency, sendLink } from '../links.ts'
import { takeEmailBudget } from '../rate-limits.ts'
import { referrer } from '../redirect.ts'
import { bool, clientIp, obj, readParams, str } from '../request.ts'
import { pkceParamsError } from '../tokens.ts'
import { createUser, findUserByEmail } from '../users.ts'
import { validateEmail } from '../validate.ts'

/**
 * No answer that depends on the address comes sooner than this after the request: a known
 * address's answer waits for its e-mail to be handed to the mailer, which an unknown one has none
 * of, so both wait until the same moment (the mailer here answers in a few milliseconds).
 */
export const OTP_ANSWER_FLOOR_MS = 300

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * POST /otp: passwordless e-mail sign-in. A confirmed user gets a magic link; with sign-ups open a
 * new (or not yet confirmed) one is signed up and gets a confirmation link, which signs them in too.
 * A `code_challenge` switches to PKCE.
 * https://supabase.com/docs/reference/api/send-a-magic-link (and internal/api/otp.go, magic_link.go)
 *
 * What the answer tells about an address, with sign-ups closed (this project, SPEC §6). GoTrue
 * refuses an address without an account with a 422: `otp_disabled` ("Signups not allowed for
 * otp", otp.go shouldCreateUser, for create_user false) or `signup_disabled` ("Signups not allowed
 * for this instance", signup.go, when it tries to sign the address up). That is the reference,
 * and here it is deliberately not followed (issue 28, F4): whoever can post to /otp would learn
 * which addresses have an account. An address that gets no link (unknown, or invited but not yet
 * confirmed) is answered exactly as a known one:
 * - the same 200 `{}`, at the same time (OTP_ANSWER_FLOOR_MS);
 * - the same waits: a second request within `max_frequency` gets the known address's 429 and
 *   seconds (limits.phantomSends), and the project's e-mail budget is taken as for a real send,
 *   so a spent budget answers the same 429 and a probe cannot see whether a token went.
 * `sign_in_sign_ups` is taken per client before anything is read, as GoTrue's limitHandler does.
 *
 * The budget keeps a reserve for users who signed in before (rate-limits.ts): a flood of requests
 * for new or unknown addresses spends the shared part and a returning organiser still gets a link.
 */
export const postOtp: RouteHandler = async (ctx, req, res, url) => {
  if (!ctx.limits.signIns.take(clientIp(req))) throw fail.overRequestRate()
  const started = Date.now()
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

  try {
    await ctx.db.transaction(async (q) => {
      let user = await findUserByEmail(q, email)
      const confirmed = Boolean(user?.email_confirmed_at)
      const signUpOpen = ctx.config.auth.enableSignup && (user !== null || createIfMissing)
      if (!confirmed && !signUpOpen) {
        // As a known address: its wait, then the budget, then 200 (with no e-mail).
        const key = email.toLowerCase()
        const wait = ctx.limits.phantomSends.wait(key)
        if (wait > 0)
          throw fail.overEmailRate(
            `For security purposes, you can only request this after ${Math.trunc(wait)} seconds.`,
          )
        if (!takeEmailBudget(ctx.limits)) throw fail.overEmailRate('Email rate limit exceeded')
        ctx.limits.phantomSends.record(key)
        return
      }
      if (!user || !confirmed) {
        user ??= await createUser(q, { email, userMetadata: data, identityExtras: data })
        await checkSendFrequency(ctx, q, user, 'signup')
        if (pkce) await createFlowState(q, user.id, 'email', 'email/signup', challenge, challengeMethod)
        await sendLink(ctx, q, user, 'signup', { redirectTo, pkce })
        return
      }
      await checkSendFrequency(ctx, q, user, 'magiclink')
      if (pkce) await createFlowState(q, user.id, 'magiclink', 'magiclink', challenge, challengeMethod)
      await sendLink(ctx, q, user, 'magiclink', { redirectTo, pkce, returning: user.last_sign_in_at !== null })
    })
  } finally {
    await sleep(started + OTP_ANSWER_FLOOR_MS - Date.now())
  }
  sendJson(res, 200, {})
}
