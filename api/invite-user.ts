// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { appOrigin } from './_lib/app-origin.js'
import { requireEventRight } from './_lib/event-access.js'
import { sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { inviteToEvent, InviteError } from './_lib/invite-to-event.js'
import { inviteUserInput } from './_lib/invite-user-input.js'
import { answerFailures } from './_lib/server-error.js'
import { readSignedInPost } from './_lib/signed-in-post.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'

/** SPEC §8 Team: the success toast, answered for every outcome so the UI reads one text. */
const DONE = 'User added or invited successfully!'

/**
 * POST {email, eventId, status?: 'pending'} with the owner's (or a global admin's) bearer token.
 * Existing users join as active editors; others get the auth service's invitation e-mail
 * (link to /accept-invitation) and a pending membership that expires. Safe to repeat.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'Could not add or invite the user. Please try again.', () => inviteUser(req, res))
}

async function inviteUser(req: ApiRequest, res: ApiResponse) {
  const call = await readSignedInPost(req, res, inviteUserInput)
  if (!call) return
  const { user, input } = call
  const db = supabaseAdmin()
  if (!(await requireEventRight(db, res, input.eventId, user.id, 'owner'))) return
  const origin = appOrigin(req)
  try {
    const result = await inviteToEvent(
      db,
      { email: input.email, eventId: input.eventId, redirectTo: origin && `${origin}/accept-invitation` },
      new Date(),
    )
    res.status(200).json({ message: DONE, ...result })
  } catch (error) {
    if (error instanceof InviteError) return sendError(res, error.status, error.message)
    throw error
  }
}
