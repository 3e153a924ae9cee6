// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { authenticate, NOT_SIGNED_IN } from './_lib/caller.js'
import { allowMethods, answerFailures, parseBody, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { acceptInvitationInput } from './_lib/invitation-input.js'
import { INVITATION_EXPIRED, planAcceptance } from './_lib/invitation-plan.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'

/**
 * POST {userId, firstName, lastName} with the invitee's bearer token (SPEC §4 team member:
 * accepted = profile created). 401 without a valid session or when every invitation expired.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  if (!allowMethods(req, res, ['POST'])) return
  res.setHeader('Cache-Control', 'no-store')
  await answerFailures(res, 'Could not accept the invitation. Please try again.', () => accept(req, res))
}

async function accept(req: ApiRequest, res: ApiResponse) {
  const caller = await authenticate(req)
  if (caller.status !== 'signed-in') return sendError(res, 401, NOT_SIGNED_IN)
  const input = parseBody(acceptInvitationInput, req)
  if (!input.ok) return sendError(res, 400, input.message)
  const { user } = caller
  if (input.data.userId !== user.id) return sendError(res, 403, 'You can only accept your own invitation.')

  const db = supabaseAdmin()
  const { data: memberships } = await db
    .from('event_users')
    .select('id, status, invitation_expires_at')
    .eq('user_id', user.id)
    .throwOnError()
  const plan = planAcceptance(memberships, new Date())
  if (plan.kind === 'none') return sendError(res, 404, 'No invitation was found for this account.')
  if (plan.kind === 'expired') return sendError(res, 401, INVITATION_EXPIRED)

  // Memberships first, name last: a failure in between leaves the profile incomplete, so the
  // user is sent back to this screen and a retry finishes the job.
  if (plan.activate.length > 0) {
    await db
      .from('event_users')
      .update({ status: 'active' })
      .in('id', plan.activate)
      .eq('status', 'pending')
      .throwOnError()
  }
  const name = { first: input.data.firstName, last: input.data.lastName }
  await db
    .from('users')
    .upsert({ id: user.id, email: (user.email ?? '').toLowerCase(), name })
    .throwOnError()
  res.status(200).json({ message: 'Invitation accepted' })
}
