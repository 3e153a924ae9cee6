// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { authenticate, NOT_SIGNED_IN } from './_lib/caller.js'
import { allowMethods, answerFailures, parseBody, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { rejectInvitationInput } from './_lib/invitation-input.js'
import { planRejection } from './_lib/invitation-plan.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'

const REJECTED = 'Invitation rejected'

/**
 * POST {userId, eventId} with the invitee's bearer token (SPEC §4 team member: rejected =
 * account deleted). Drops the invitation to that event; the account goes too when nothing else
 * is left (`accountDeleted`). A retry after the account is gone answers the same success.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  if (!allowMethods(req, res, ['POST'])) return
  res.setHeader('Cache-Control', 'no-store')
  await answerFailures(res, 'Could not reject the invitation. Please try again.', () => reject(req, res))
}

async function reject(req: ApiRequest, res: ApiResponse) {
  const caller = await authenticate(req)
  if (caller.status === 'unauthenticated') return sendError(res, 401, NOT_SIGNED_IN)
  const input = parseBody(rejectInvitationInput, req)
  if (!input.ok) return sendError(res, 400, input.message)
  const { userId, eventId } = input.data
  const callerId = caller.status === 'signed-in' ? caller.user.id : caller.userId
  if (userId !== callerId) return sendError(res, 403, 'You can only reject your own invitation.')
  if (caller.status === 'deleted') return res.status(200).json({ message: REJECTED, accountDeleted: true })

  const db = supabaseAdmin()
  const { data: memberships } = await db
    .from('event_users')
    .select('event_id, status')
    .eq('user_id', callerId)
    .throwOnError()
  const plan = planRejection(memberships, eventId)
  // A team member is past the invitation: deleting the account here would silently take them
  // off the team, and leave an event they own without an owner.
  if (plan.kind === 'member') {
    return sendError(res, 409, "You are already on this event's team. Leave it from its team screen instead.")
  }
  await db
    .from('event_users')
    .delete()
    .eq('user_id', callerId)
    .eq('event_id', eventId)
    .eq('status', 'pending')
    .throwOnError()
  if (plan.deleteAccount) {
    const { error } = await db.auth.admin.deleteUser(callerId)
    if (error && error.code !== 'user_not_found') throw error
  }
  res.status(200).json({ message: REJECTED, accountDeleted: plan.deleteAccount })
}
