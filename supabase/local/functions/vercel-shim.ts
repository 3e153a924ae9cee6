import type { Request, Response } from '../shared/http.ts'
import { readBody } from '../shared/http.ts'

/**
 * The helpers Vercel's Node.js runtime adds to `req` and `res`, so `api/` handlers run here unchanged.
 * https://vercel.com/docs/functions/runtimes/node-js#node.js-request-and-response-objects
 */
export interface VercelLikeRequest extends Request {
  query: Record<string, string | string[]>
  cookies: Record<string, string>
  body: unknown
}

export interface VercelLikeResponse extends Response {
  status(code: number): VercelLikeResponse
  json(body: unknown): VercelLikeResponse
  send(body: unknown): VercelLikeResponse
}

/** A value with a malformed escape stays as it came, as the `cookie` package behind Vercel's helper does. */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=')
    if (i > 0) out[part.slice(0, i).trim()] = decodeCookieValue(part.slice(i + 1).trim())
  }
  return out
}

/** Vercel parses JSON and form bodies by content type and leaves the raw text otherwise. */
function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined
  const text = raw.toString('utf8')
  if (contentType?.includes('application/json')) {
    try {
      return JSON.parse(text)
    } catch {
      // Vercel throws on access to a malformed JSON body; handlers validate, so hand them the text.
      return text
    }
  }
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  return text
}

export async function toVercel(
  req: Request,
  res: Response,
  url: URL,
): Promise<[VercelLikeRequest, VercelLikeResponse]> {
  const vreq = req as VercelLikeRequest
  const query: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key)
    query[key] = all.length > 1 ? all : all[0]
  }
  vreq.query = query
  vreq.cookies = parseCookies(req.headers.cookie)
  vreq.body = parseBody(await readBody(req, 4.5 * 1024 * 1024), req.headers['content-type'])

  const vres = res as VercelLikeResponse
  vres.status = (code) => {
    vres.statusCode = code
    return vres
  }
  vres.json = (body) => {
    if (!vres.getHeader('content-type')) vres.setHeader('content-type', 'application/json; charset=utf-8')
    vres.end(JSON.stringify(body))
    return vres
  }
  vres.send = (body) => {
    if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) return vres.json(body)
    vres.end(body as string | Buffer)
    return vres
  }
  return [vreq, vres]
}
