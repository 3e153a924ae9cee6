// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { authenticate, NOT_SIGNED_IN } from './_lib/caller.js'
import { allowMethods, answerFailures, parseBody, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { rejectInvitationInput } from './_lib/invitation-input.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'

const REJECTED = { message: 'Invitation rejected' }

/**
 * POST {userId} with the invitee's bearer token (SPEC §4 team member: rejected = account
 * deleted). Drops their pending invitations and deletes the account; a retry after success
 * finds the account gone and answers the same success.
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
  const callerId = caller.status === 'signed-in' ? caller.user.id : caller.userId
  if (input.data.userId !== callerId) return sendError(res, 403, 'You can only reject your own invitation.')
  if (caller.status === 'deleted') return res.status(200).json(REJECTED)

  const db = supabaseAdmin()
  const { data: memberships } = await db.from('event_users').select('status').eq('user_id', callerId).throwOnError()
  // A team member is past the invitation: deleting the account here would silently take them
  // off their events, and leave events they own without an owner.
  if (memberships.some((m) => m.status === 'active')) {
    return sendError(res, 409, 'You are already a member of an event team, so your account cannot be deleted here.')
  }
  await db.from('event_users').delete().eq('user_id', callerId).eq('status', 'pending').throwOnError()
  const { error } = await db.auth.admin.deleteUser(callerId)
  if (error && error.code !== 'user_not_found') throw error
  res.status(200).json(REJECTED)
}
