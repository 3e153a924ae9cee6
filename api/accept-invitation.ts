// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { authenticate, NOT_SIGNED_IN } from './_lib/caller.js'
import {
  allowMethods,
  answerFailures,
  bearerToken,
  parseBody,
  sendError,
  type ApiRequest,
  type ApiResponse,
} from './_lib/http.js'
import { acceptInvitationInput } from './_lib/invitation-input.js'
import { INVITATION_EXPIRED, NO_INVITATION, planAcceptance } from './_lib/invitation-plan.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'
import { supabaseAsCaller } from './_lib/supabase-as-caller.js'

/** The database's answer when the invitation expired or was withdrawn meanwhile. */
const GONE = 'EV018'

/**
 * POST {userId, eventId, firstName, lastName} with the invitee's bearer token (SPEC §4 team
 * member: accepted = profile created). Accepts the invitation to that event only. 401 without a
 * valid session or when the invitation expired, 404 when there is none.
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
  const { userId, eventId, firstName, lastName } = input.data
  if (userId !== user.id) return sendError(res, 403, 'You can only accept your own invitation.')

  const db = supabaseAdmin()
  const { data: membership } = await db
    .from('event_users')
    .select('id, status, invitation_expires_at')
    .eq('user_id', user.id)
    .eq('event_id', eventId)
    .maybeSingle()
    .throwOnError()
  const plan = planAcceptance(membership, new Date())
  if (plan.kind === 'none') return sendError(res, 404, NO_INVITATION)
  if (plan.kind === 'expired') return sendError(res, 401, INVITATION_EXPIRED)

  // Membership first, name last: a failure in between leaves the profile incomplete, so the
  // user is sent back to this screen and a retry finishes the job. The invitee's own session
  // accepts: the database turns a row active for nobody else.
  if (plan.kind === 'accept') {
    const { error } = await supabaseAsCaller(bearerToken(req)!).rpc('accept_event_invitation', { p_event_id: eventId })
    if (error?.code === GONE) return sendError(res, 401, INVITATION_EXPIRED)
    if (error) throw error
  }
  await db
    .from('users')
    .upsert({ id: user.id, email: (user.email ?? '').toLowerCase(), name: { first: firstName, last: lastName } })
    .throwOnError()
  res.status(200).json({ message: 'Invitation accepted' })
}
