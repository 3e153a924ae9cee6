// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { hasDbCode } from '../kernel/db-errors.js'
import { appOrigin } from './_lib/app-origin.js'
import { requireEventRight } from './_lib/event-access.js'
import { answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { inviteUserInput } from './_lib/invitation-input.js'
import { inviteToEvent, InviteError } from './_lib/invite-to-event.js'
import { readSignedInPost } from './_lib/signed-in-post.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'
import { supabaseAsCaller } from './_lib/supabase-as-caller.js'

/**
 * SPEC §8 Team: the success toast. It is the whole answer, whatever happened, so that nobody
 * learns from it whether an address has an account or is already on the team.
 */
const DONE = 'User added or invited successfully!'

/**
 * POST {email, eventId, status?: 'pending'} with the owner's (or a global admin's) bearer token.
 * Everyone invited is a pending editor until they accept: new addresses get the auth service's
 * invitation e-mail (link to /accept-invitation), existing accounts a notification and a sign-in
 * link to their invitations. Safe to repeat.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'Could not add or invite the user. Please try again.', () => inviteUser(req, res))
}

async function inviteUser(req: ApiRequest, res: ApiResponse) {
  const call = await readSignedInPost(req, res, inviteUserInput)
  if (!call) return
  const { user, token, input } = call
  const db = supabaseAdmin()
  if (!(await requireEventRight(db, res, input.eventId, user.id, 'owner'))) return
  // Opened in the inviter's own name: the database records who invites whom, and counts it.
  const opened = await supabaseAsCaller(token).rpc('open_invitation', {
    p_event_id: input.eventId,
    p_email: input.email,
  })
  // EV017: past 20 invitations per inviter an hour or 50 per event a day.
  if (hasDbCode(opened.error, 'EV017')) return sendError(res, 429, opened.error.message)
  if (opened.error) throw opened.error
  try {
    const invitation = {
      email: input.email,
      eventId: input.eventId,
      inviterId: user.id,
      opened: opened.data,
      origin: appOrigin(req),
    }
    await inviteToEvent(db, invitation, new Date())
    res.status(200).json({ message: DONE })
  } catch (error) {
    if (error instanceof InviteError) return sendError(res, error.status, error.message)
    throw error
  }
}
