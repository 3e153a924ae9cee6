// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { z } from 'zod'
import { requireEventRight } from './_lib/event-access.js'
import { DRAIN_RUN } from './_lib/drain-run.js'
import { drainGuestMails, type DrainResult } from './_lib/guest-mail-drain.js'
import { allowMethods, answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { isCronCall, mailConfig } from './_lib/mail-config.js'
import { createMailTransport } from './_lib/mail-transport.js'
import { readSignedInPost } from './_lib/signed-in-post.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'

const input = z.object({ eventId: z.guid({ error: 'eventId must be an event id (UUID).' }) })

/**
 * The outbox drain. With CRON_SECRET as bearer token, the schedule's run (every minute from the
 * database: supabase/migrations/20261127130000_schedule_jobs_in_database.sql, a POST; or Vercel
 * Cron, a GET): queues the automatic reminders that are due, then sends every event's due mails.
 * POST {eventId} with a member's bearer token: the guests screen's 'Send', which sends that event's
 * due mails at once instead of within the minute. Either way a run stops claiming after 5 s
 * (DRAIN_RUN) and leaves the rest to the next one.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'The e-mails could not be sent now. They stay queued and go out with the next run.', () =>
    sendGuestMails(req, res),
  )
}

async function sendGuestMails(req: ApiRequest, res: ApiResponse) {
  // The schedule's call: the database's (Supabase Cron through pg_net, a POST) or Vercel Cron's (a GET).
  if (req.method === 'GET' || (req.method === 'POST' && isCronCall(req))) {
    res.setHeader('Cache-Control', 'no-store')
    if (!isCronCall(req)) return sendError(res, 401, 'Only the scheduler may call this.')
    const db = supabaseAdmin()
    const reminders = await db.rpc('queue_automatic_reminders')
    if (reminders.error) throw reminders.error
    return res.status(200).json({ reminders: reminders.data, ...(await drain()) })
  }
  if (!allowMethods(req, res, ['GET', 'POST'])) return
  const call = await readSignedInPost(req, res, input)
  if (!call) return
  if (!(await requireEventRight(supabaseAdmin(), res, call.input.eventId, call.user.id, 'member'))) return
  res.status(200).json(await drain(call.input.eventId))
}

async function drain(eventId?: string): Promise<DrainResult> {
  const config = mailConfig()
  const transport = createMailTransport(config.smtpUrl)
  try {
    return await drainGuestMails({
      db: supabaseAdmin(),
      transport,
      siteUrl: config.siteUrl,
      fromAddress: config.fromAddress,
      eventId,
      ...DRAIN_RUN,
    })
  } finally {
    transport.close()
  }
}
