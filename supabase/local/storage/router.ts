import type { Request, Response } from '../shared/http.ts'
import { decodePathPart } from './keys.ts'

/** What a matched route receives: the decoded `:bucket` and `*` (object key) plus the query. */
export interface RouteParams {
  bucket: string
  key: string
  query: URLSearchParams
}

export type Handler = (req: Request, res: Response, params: RouteParams) => Promise<void>

export interface Route {
  method: string
  /** Segments: literals, `:bucket`, and a trailing `*` that takes the rest of the path. */
  pattern: string
  handler: Handler
}

/**
 * A first-match router over raw (not normalised) path segments, so that `..` in a key reaches
 * the key checks instead of being resolved away. Literal routes must come before `:bucket` ones,
 * as in find-my-way where static segments win.
 */
export function matchRoute(
  routes: readonly Route[],
  method: string,
  rawPath: string,
): { route: Route; bucket: string; key: string } | undefined {
  const segments = rawPath.replace(/^\//, '').split('/')
  for (const route of routes) {
    if (route.method !== method) continue
    const found = matchPattern(route.pattern.replace(/^\//, '').split('/'), segments)
    if (found) return { route, bucket: decodePathPart(found.bucket), key: decodePathPart(found.key) }
  }
  return undefined
}

function matchPattern(parts: string[], segments: string[]): { bucket: string; key: string } | undefined {
  const wildcard = parts[parts.length - 1] === '*'
  const fixed = wildcard ? parts.length - 1 : parts.length
  if (wildcard ? segments.length <= fixed : segments.length !== fixed) return undefined
  let bucket = ''
  for (let i = 0; i < fixed; i++) {
    if (parts[i] === ':bucket') {
      if (!segments[i]) return undefined
      bucket = segments[i]
    } else if (parts[i] !== segments[i]) return undefined
  }
  return { bucket, key: wildcard ? segments.slice(fixed).join('/') : '' }
}

/**
 * The path below `/storage/v1` as the client sent it. The gateway hands over a WHATWG-normalised
 * URL, which would already have resolved `a/../b`; the raw request line keeps it for validation.
 */
export function rawServicePath(req: Request, prefix: string, fallback: string): string {
  const raw = (req.url ?? '').split('?')[0]
  if (raw === prefix) return '/'
  if (raw.startsWith(`${prefix}/`)) return raw.slice(prefix.length)
  return fallback
}
