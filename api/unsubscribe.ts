// `.js` specifiers: Vercel runs the compiled ESM as is, where `.ts` or bare paths would not resolve.
import { allowMethods, answerFailures, type ApiRequest, type ApiResponse } from './_lib/http.js'
import { supabaseAdmin } from './_lib/supabase-admin.js'
import { unsubscribePage, type UnsubscribeView } from './_lib/unsubscribe-page.js'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''
const EVENT_REF = /^[A-Za-z0-9._-]{1,253}$/
const TOKEN = /^[A-Za-z0-9_-]{1,100}$/

const STATUS: Record<UnsubscribeView['at'], number> = { ask: 200, done: 200, invalid: 404, error: 429 }

/**
 * The mails' 'Se désabonner' link and their List-Unsubscribe address, `?event=…&token=…` (the
 * guest's invitation token). GET: a French page asking the guest to confirm. POST: unsubscribes,
 * whether from that page's button or from a mail client's RFC 8058 one-click request (body
 * `List-Unsubscribe=One-Click`), and answers the page saying so.
 */
export default async function handler(req: ApiRequest, res: ApiResponse) {
  await answerFailures(res, 'Could not unsubscribe. Please try again.', () => unsubscribe(req, res))
}

function answer(res: ApiResponse, view: UnsubscribeView, status = STATUS[view.at]) {
  res.statusCode = status
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
  res.end(unsubscribePage(view))
}

async function unsubscribe(req: ApiRequest, res: ApiResponse) {
  if (!allowMethods(req, res, ['GET', 'POST'])) return
  const event = first(req.query.event)
  const token = first(req.query.token)
  if (!EVENT_REF.test(event) || !TOKEN.test(token)) {
    return answer(res, { at: 'invalid' }, 400)
  }
  if (req.method === 'GET') return answer(res, { at: 'ask' })
  const { data, error } = await supabaseAdmin().rpc('unsubscribe_guest', { p_event_ref: event, p_token: token })
  if (error?.code === 'EV013') return answer(res, { at: 'error', message: error.message })
  if (error) throw error
  const found = Array.isArray(data) ? (data[0] as { event_name?: string } | undefined) : undefined
  answer(res, found ? { at: 'done', eventName: found.event_name ?? '' } : { at: 'invalid' })
}
