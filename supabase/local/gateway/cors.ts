import type { Request, Response } from '../shared/http.ts'

// The hosted API gateway answers CORS for every route, so browsers on any origin can call it.
const ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept, accept-profile, content-profile, prefer, range, ' +
  'x-upsert, cache-control, x-supabase-api-version, x-region, x-client-trace-id'
const EXPOSE_HEADERS =
  'content-range, content-location, location, range-unit, x-supabase-api-version, content-length, etag'

/** The CORS headers of every answer, for a request from `origin` (none: any origin). */
export function corsHeaders(origin: string | undefined): [name: string, value: string][] {
  return [
    ['access-control-allow-origin', origin ?? '*'],
    ['vary', 'Origin'],
    ['access-control-allow-credentials', 'true'],
    ['access-control-expose-headers', EXPOSE_HEADERS],
  ]
}

export function applyCors(req: Request, res: Response): void {
  for (const [name, value] of corsHeaders(req.headers.origin)) res.setHeader(name, value)
}

export function answerPreflight(req: Request, res: Response): void {
  res.writeHead(200, {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? ALLOW_HEADERS,
    'access-control-max-age': '3600',
    'content-length': '0',
  })
  res.end()
}
