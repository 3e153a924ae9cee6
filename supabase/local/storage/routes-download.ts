import { sendJson, type Request, type Response } from '../shared/http.ts'
import { authenticate, type Caller } from './auth.ts'
import type { StorageContext } from './context.ts'
import { fileOf, objectInfo, readableObject } from './object-read.ts'
import type { Route, RouteParams } from './router.ts'
import { objectHeaders, sendObject } from './send-object.ts'

type Access = 'public' | 'required' | 'optional'

/**
 * Downloads, HEAD and info, in the three flavours storage-api routes:
 * `/object/public/…` (no JWT, public buckets), `/object/authenticated/…` (JWT required) and the
 * plain `/object/…` that storage-js uses, where a missing or bad JWT means anon.
 * https://supabase.com/docs/reference/javascript/storage-from-download
 * https://supabase.com/docs/reference/javascript/storage-from-getpublicurl
 */
export function downloadRoutes(ctx: StorageContext): Route[] {
  const caller = async (req: Request, access: Access): Promise<Caller | 'public'> =>
    access === 'public' ? 'public' : authenticate(req, ctx.config.jwtSecret, access)

  const get = (access: Access) => async (req: Request, res: Response, p: RouteParams) => {
    const row = await readableObject(ctx, await caller(req, access), p.bucket, p.key)
    const path = fileOf(ctx, row)
    await sendObject(req, res, path, row.metadata ?? {}, { download: p.query.get('download') })
  }

  // HEAD answers from the row's metadata alone, as storage-api's HeadRenderer does.
  const head = (access: Access) => async (req: Request, res: Response, p: RouteParams) => {
    const row = await readableObject(ctx, await caller(req, access), p.bucket, p.key)
    const headers = objectHeaders(row.metadata ?? {})
    if (row.metadata?.contentLength !== undefined) headers['content-length'] = String(row.metadata.contentLength)
    res.writeHead(200, headers)
    res.end()
  }

  const info = (access: Access) => async (req: Request, res: Response, p: RouteParams) => {
    const row = await readableObject(ctx, await caller(req, access), p.bucket, p.key)
    const m = row.metadata ?? {}
    const headers: Record<string, string> = {}
    if (m.eTag) headers.etag = m.eTag
    if (m.cacheControl) headers['cache-control'] = m.cacheControl
    sendJson(res, 200, objectInfo(row), headers)
  }

  return [
    { method: 'GET', pattern: '/object/public/:bucket/*', handler: get('public') },
    { method: 'HEAD', pattern: '/object/public/:bucket/*', handler: head('public') },
    { method: 'GET', pattern: '/object/info/public/:bucket/*', handler: info('public') },
    { method: 'GET', pattern: '/object/authenticated/:bucket/*', handler: get('required') },
    { method: 'HEAD', pattern: '/object/authenticated/:bucket/*', handler: head('required') },
    { method: 'GET', pattern: '/object/info/authenticated/:bucket/*', handler: info('required') },
    { method: 'GET', pattern: '/object/info/:bucket/*', handler: info('optional') },
    { method: 'GET', pattern: '/object/:bucket/*', handler: get('optional') },
    { method: 'HEAD', pattern: '/object/:bucket/*', handler: head('optional') },
  ]
}
