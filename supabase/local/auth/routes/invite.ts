import { sendJson } from '../../shared/http.ts'
import type { RouteHandler } from '../context.ts'
import { fail } from '../errors.ts'
import { requireAdmin } from '../guards.ts'
import { sendLink } from '../links.ts'
import { referrer } from '../redirect.ts'
import { obj, readParams, str } from '../request.ts'
import { createUser, findUserByEmail, loadUserJson } from '../users.ts'
import { validateEmail } from '../validate.ts'

/**
 * POST /invite {email, data} (service role): creates the user if needed and e-mails an invite
 * link (type=invite) that confirms the address and signs them in. A confirmed address is
 * refused. https://supabase.com/docs/reference/javascript/auth-admin-inviteuserbyemail
 */
export const postInvite: RouteHandler = async (ctx, req, res, url) => {
  await requireAdmin(ctx, req)
  const params = await readParams(req)
  const email = validateEmail(str(params, 'email'))
  const data = obj(params, 'data') ?? {}
  const redirectTo = referrer(ctx.redirects, req, url)
  const userId = await ctx.db.transaction(async (q) => {
    let user = await findUserByEmail(q, email)
    if (user?.email_confirmed_at) throw fail.emailExists()
    user ??= await createUser(q, { email, userMetadata: data })
    await sendLink(ctx, q, user, 'invite', { redirectTo })
    return user.id
  })
  sendJson(res, 200, await loadUserJson(ctx.db, userId))
}
