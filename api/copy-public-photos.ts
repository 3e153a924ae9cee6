// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { allowMethods, answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { isCronCall } from './_lib/mail-config.js'
import { copyPublicPhotos } from './_lib/public-photo-copies.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'

/**
 * The schedule's job, with CRON_SECRET as bearer token: every minute from the database (Supabase
 * Cron through pg_net, a POST: supabase/migrations/20261127130000_schedule_jobs_in_database.sql),
 * or Vercel Cron's GET (vercel.json keeps a daily safety net). It gives the public photos that
 * have no public copy (guests' uploads published at once, 'Auto-publish guest photos') their copy
 * in `public-media`, so the guest page stops signing their URLs within the minute. No one else
 * may call it: what it copies is decided by the database, not by a caller.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'The photos could not be copied now. The next run copies them.', async () => {
    if (!allowMethods(req, res, ['GET', 'POST'])) return
    res.setHeader('Cache-Control', 'no-store')
    if (!isCronCall(req)) return sendError(res, 401, 'Only the scheduler may call this.')
    res.status(200).json(await copyPublicPhotos(supabaseAdmin()))
  })
}
