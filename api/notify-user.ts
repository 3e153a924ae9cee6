// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { requireEventRight } from './_lib/event-access.js'
import { answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { notifyUserInput } from './_lib/notify-user-input.js'
import { readSignedInPost } from './_lib/signed-in-post.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'
import { checkAssignment, notifyOnce } from './_lib/todo-notification.js'

/**
 * POST {eventId, userId, type: 'todo_assigned', data: {todoId, todoName, by}} with a team
 * member's bearer token: tells an assignee about a todo (SPEC §7). Notifications are written
 * with the service role because users may not create them for each other under RLS.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'Could not send the notification. Please try again.', () => notifyUser(req, res))
}

async function notifyUser(req: ApiRequest, res: ApiResponse) {
  const call = await readSignedInPost(req, res, notifyUserInput)
  if (!call) return
  const { user, input } = call
  const db = supabaseAdmin()
  if (!(await requireEventRight(db, res, input.eventId, user.id, 'member'))) return
  if (input.userId === user.id) return sendError(res, 400, 'You cannot notify yourself.')
  const check = await checkAssignment(db, input)
  if (!check.ok) return sendError(res, check.status, check.message)
  // The todo's stored name, in case the client's copy is stale; `by` is how the author signs.
  const { id, created } = await notifyOnce(db, input, check.todoName)
  res.status(created ? 201 : 200).json({
    message: created ? 'Notification sent.' : 'Notification already sent.',
    notificationId: id,
    created,
  })
}
