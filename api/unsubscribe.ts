// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { allowMethods, answerFailures, sendError, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
const EVENT_REF = /^[A-Za-z0-9._-]{1,253}$/
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/

/**
 * The List-Unsubscribe address of the mails to guests, `?event=…&token=…`. POST is RFC 8058's
 * one-click unsubscribe, which mail clients send for the guest (body
 * `List-Unsubscribe=One-Click`); GET, from a client that only opens links, leads to the
 * unsubscribe page, where the guest confirms.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'Could not unsubscribe. Please try again.', () => unsubscribe(req, res))
}

async function unsubscribe(req: ApiRequest, res: ApiResponse) {
  if (!allowMethods(req, res, ['GET', 'POST'])) return
  res.setHeader('Cache-Control', 'no-store')
  const event = first(req.query.event)
  const token = first(req.query.token)
  if (!EVENT_REF.test(event) || !TOKEN.test(token)) return sendError(res, 400, 'This unsubscribe link is incomplete.')
  if (req.method === 'GET') {
    res.statusCode = 303
    res.setHeader('Location', `/${encodeURIComponent(event)}/unsubscribe?token=${encodeURIComponent(token)}`)
    return res.end()
  }
  const { data, error } = await supabaseAdmin().rpc('unsubscribe_guest', { p_event_ref: event, p_token: token })
  if (error) return sendError(res, error.code === 'EV013' ? 429 : 400, error.message)
  if (!Array.isArray(data) || data.length === 0) return sendError(res, 404, 'This unsubscribe link is not valid.')
  res.status(200).json({ unsubscribed: true })
}
