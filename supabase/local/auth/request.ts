import { HttpError, readBody, type Request } from '../shared/http.ts'
import { nestsTooDeep } from '../shared/json-depth.ts'
import { fail } from './errors.ts'

export type Params = Record<string, unknown>

/** GoTrue caps request bodies at 1 MB. https://github.com/supabase/auth/blob/master/internal/api/api.go */
const BODY_LIMIT = 1 << 20

/**
 * Reads a JSON object body. As in GoTrue, anything that does not decode into the endpoint's
 * parameter object (empty, malformed, an array, a scalar) is a 400 `bad_json`, unless the body
 * is optional (admin DELETE) and absent.
 */
export async function readParams(req: Request, { optional = false } = {}): Promise<Params> {
  let body: Buffer
  try {
    body = await readBody(req, BODY_LIMIT)
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw fail.tooLarge()
    throw error
  }
  // Metadata is stored as jsonb, which PGlite cannot parse past a few thousand levels (Go's
  // decoder, GoTrue's, stops at 10,000 with this message).
  if (nestsTooDeep(body)) throw fail.badJson('exceeded max depth')
  const raw = body.toString('utf8')
  if (!raw.trim()) {
    if (optional) return {}
    throw fail.badJson('unexpected end of JSON input')
  }
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch (error) {
    throw fail.badJson((error as Error).message)
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw fail.badJson('cannot unmarshal into an object')
  }
  return value as Params
}

/** A string field; null and absent read as ''. A value of another type is a decode error, as in Go. */
export function str(params: Params, key: string): string {
  const value = params[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') throw fail.badJson(`cannot unmarshal ${typeof value} into field ${key} of type string`)
  return value
}

export function bool(params: Params, key: string, fallback = false): boolean {
  const value = params[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') throw fail.badJson(`cannot unmarshal ${typeof value} into field ${key} of type bool`)
  return value
}

/** A JSON object field (metadata); undefined when absent or null. */
export function obj(params: Params, key: string): Record<string, unknown> | undefined {
  const value = params[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw fail.badJson(
      `cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into field ${key} of type map`,
    )
  }
  return value as Record<string, unknown>
}

/** The caller's address, as GoTrue records it on sessions (X-Forwarded-For first). */
export function clientIp(req: Request): string {
  const forwarded = req.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || req.socket.remoteAddress || ''
}

export function userAgent(req: Request): string | null {
  return req.headers['user-agent'] ?? null
}
