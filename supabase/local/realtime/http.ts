import { bearerToken, readBody, sendJson, type Request, type Response } from '../shared/http.ts'
import type { RealtimeContext } from './context.ts'
import { topicPolicies } from './policies.ts'
import { checkToken } from './tokens.ts'

/**
 * Broadcast over HTTP, what realtime-js's `channel.send()` falls back to when not subscribed
 * (`POST /api/broadcast` with `{messages: [...]}`) and what `channel.httpSend()` calls
 * (`POST /api/broadcast/:topic/events/:event`). Both answer 202 with no body. A private message
 * needs the caller's insert policy on realtime.messages for its topic.
 * https://supabase.com/docs/guides/realtime/broadcast#broadcast-using-the-rest-api
 * https://supabase.com/docs/guides/realtime/authorization
 */
interface Message {
  topic: string
  event: string
  payload: unknown
  private: boolean
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

function parseBatch(raw: string): Message[] | string {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return 'invalid JSON body'
  }
  if (!isObject(body) || !Array.isArray(body.messages)) return 'messages: is required'
  const messages: Message[] = []
  for (const m of body.messages) {
    if (!isObject(m) || typeof m.topic !== 'string' || typeof m.event !== 'string' || !isObject(m.payload)) {
      return 'messages: topic, event and payload are required'
    }
    messages.push({ topic: m.topic, event: m.event, payload: m.payload, private: m.private === true })
  }
  return messages
}

export async function handleHttp(ctx: RealtimeContext, req: Request, res: Response, url: URL): Promise<void> {
  const match = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(url.pathname)
  const topic = match && decodeSegment(match[1])
  const event = match && decodeSegment(match[2])
  const single = topic !== null && event !== null
  if (req.method !== 'POST' || (url.pathname !== '/api/broadcast' && !single)) {
    return sendJson(res, 404, { message: 'Not Found' })
  }
  const check = await checkToken(bearerToken(req) ?? '', ctx.jwtSecret)
  if (!check.ok) return sendJson(res, 401, { message: check.joinReason })
  const raw = (await readBody(req, 3 * 1024 * 1024)).toString('utf8')
  let messages: Message[] | string
  if (topic !== null && event !== null) {
    let payload: unknown
    try {
      payload = JSON.parse(raw)
    } catch {
      return sendJson(res, 422, { errors: { payload: ['invalid JSON body'] } })
    }
    messages = [{ topic, event, payload, private: url.searchParams.get('private') === 'true' }]
  } else {
    messages = parseBatch(raw)
  }
  if (typeof messages === 'string') return sendJson(res, 422, { errors: { messages: [messages] } })
  // A private topic takes only what the caller may insert into realtime.messages for it (policies.ts);
  // the others are dropped and the answer stays 202, as upstream filters them.
  const writable = new Map<string, Promise<boolean>>()
  const mayWrite = (topic: string) => {
    if (!writable.has(topic))
      writable.set(
        topic,
        topicPolicies(ctx.db, topic, check.claims).then((p) => p.broadcast.write),
      )
    return writable.get(topic)!
  }
  for (const m of messages) {
    if (m.private && !(await mayWrite(m.topic))) continue
    const key = `${m.private ? 'private' : 'public'}:${m.topic}`
    ctx.hub.broadcast(null, key, { json: { type: 'broadcast', event: m.event, payload: m.payload } }, true)
  }
  res.writeHead(202).end()
}
