import { sendJson } from '../../shared/http.ts'
import type { RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { requireAdmin } from '../guards.ts'
import { issueLink } from '../links.ts'
import type { LinkType } from '../mail-templates.ts'
import { isRedirectAllowed, referrer } from '../redirect.ts'
import { obj, readParams, str } from '../request.ts'
import { mergeMetadata } from '../user-json.ts'
import { createUser, findUserByEmail, findUserById, loadUserJson, updateUser } from '../users.ts'
import { validateEmail } from '../validate.ts'

const TYPES: LinkType[] = ['signup', 'invite', 'magiclink', 'recovery']

/**
 * POST /admin/generate_link: makes the link an e-mail would carry without sending it, for
 * servers that mail it themselves. A magic link for an unknown address signs the user up.
 * Answers the user's fields plus action_link, email_otp, hashed_token, redirect_to and
 * verification_type. https://supabase.com/docs/reference/javascript/auth-admin-generatelink
 */
export const generateLink: RouteHandler = async (ctx, req, res, url) => {
  await requireAdmin(ctx, req)
  const params = await readParams(req)
  const email = validateEmail(str(params, 'email'))
  const bodyRedirect = str(params, 'redirect_to')
  const redirectTo = isRedirectAllowed(ctx.redirects, bodyRedirect) ? bodyRedirect : referrer(ctx.redirects, req, url)
  let type = str(params, 'type') as LinkType
  const data = obj(params, 'data')

  const result = await ctx.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email)
    if (!user) {
      if (type === 'magiclink') type = 'signup'
      if (type === 'recovery') throw fail.userNotFound('User with this email not found')
    }
    if (!TYPES.includes(type)) throw fail.validation(`Invalid email action link type requested: ${type}`)
    if ((type === 'signup' || type === 'invite') && user?.email_confirmed_at) throw fail.emailExists()
    if (!user) {
      // An admin endpoint: as in GoTrue, `enable_signup = false` closes /signup and /otp only.
      user = await createUser(q, {
        email,
        userMetadata: data ?? {},
        identityExtras: type === 'signup' ? data : undefined,
      })
    } else if (type === 'signup' && data) {
      await updateUser(q, user.id, { raw_user_meta_data: JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)) })
      user = (await findUserById(q, user.id))!
    }
    const issued = await issueLink(ctx, q, user, type, { address: email, redirectTo })
    return { issued, userJson: await loadUserJson(q, user.id) }
  })
  sendJson(res, 200, {
    ...result.userJson,
    action_link: result.issued.link,
    email_otp: result.issued.otp,
    hashed_token: result.issued.hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  })
}
