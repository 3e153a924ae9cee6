import { sendJson } from '../../shared/http.ts'
import { ADMIN_ROLES, AUDIENCE, type RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { createFlowState } from '../flow-state.ts'
import { authenticate } from '../guards.ts'
import { checkSendFrequency, sendLink } from '../links.ts'
import { referrer } from '../redirect.ts'
import { clientIp, obj, readParams, str } from '../request.ts'
import { pkceParamsError } from '../tokens.ts'
import { mergeMetadata } from '../user-json.ts'
import { findUserByEmail, findUserById, loadUserJson, updateUser } from '../users.ts'
import { validateEmail } from '../validate.ts'

/** GET /user: the bearer token's user. https://supabase.com/docs/reference/javascript/auth-getuser */
export const getUser: RouteHandler = async (ctx, req, res) => {
  const { claims, user } = await authenticate(ctx, req)
  const aud = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud
  if (aud !== AUDIENCE) throw fail.validation("Token audience doesn't match request audience")
  sendJson(res, 200, await loadUserJson(ctx.db, user.id))
}

/**
 * PUT /user: `data` merges into user_metadata (null removes a key); a new `email` is held in
 * `new_email` until the link sent to that address is followed (type=email_change). Passwords
 * are not supported locally. https://supabase.com/docs/reference/javascript/auth-updateuser
 */
export const putUser: RouteHandler = async (ctx, req, res, url) => {
  // An e-mail change sends mail: GoTrue takes this route from the same per-client allowance as /otp.
  if (!ctx.limits.signIns.take(clientIp(req))) throw fail.overRequestRate()
  const { user } = await authenticate(ctx, req)
  const params = await readParams(req)
  const rawEmail = str(params, 'email')
  const email = rawEmail ? validateEmail(rawEmail) : ''
  const data = obj(params, 'data')
  const appData = obj(params, 'app_metadata')
  const challenge = str(params, 'code_challenge')
  const challengeMethod = str(params, 'code_challenge_method')
  if (appData && !ADMIN_ROLES.includes(user.role ?? ''))
    throw fail.notAdmin('Updating app_metadata requires admin privileges')
  if (params.password !== undefined && params.password !== null) {
    throw fail.validation422('Password sign-in is not available on the local auth server; use e-mail links')
  }
  if (str(params, 'phone')) throw fail.phoneProviderDisabled()
  const pkceError = pkceParamsError(challenge, challengeMethod)
  if (pkceError) throw fail.validation(pkceError)
  const changingEmail = email !== '' && email !== (user.email ?? '').toLowerCase()

  await ctx.db.transaction(async (q) => {
    if (changingEmail) {
      const other = await findUserByEmail(q, email)
      if (other && other.id !== user.id) throw fail.emailExists()
    }
    const current = (await findUserById(q, user.id))!
    if (data)
      await updateUser(q, user.id, {
        raw_user_meta_data: JSON.stringify(mergeMetadata(current.raw_user_meta_data, data)),
      })
    if (appData)
      await updateUser(q, user.id, {
        raw_app_meta_data: JSON.stringify(mergeMetadata(current.raw_app_meta_data, appData)),
      })
    if (changingEmail) {
      await checkSendFrequency(ctx, q, current, 'email_change')
      await updateUser(q, user.id, { email_change: email, email_change_confirm_status: 0 })
      if (challenge) await createFlowState(q, user.id, 'email_change', 'email_change', challenge, challengeMethod)
      const redirectTo = referrer(ctx.redirects, req, url)
      const link = { newEmail: email, redirectTo, pkce: challenge !== '' }
      await sendLink(ctx, q, current, 'email_change', { ...link, address: email })
      // Secure e-mail change: the current address must confirm too (double_confirm_changes).
      if (ctx.config.auth.doubleConfirmChanges && current.email) {
        await sendLink(ctx, q, current, 'email_change', {
          ...link,
          address: current.email,
          slot: 'email_change_current',
        })
      }
    }
  })
  sendJson(res, 200, await loadUserJson(ctx.db, user.id))
}
