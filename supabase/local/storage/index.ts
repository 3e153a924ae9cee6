import { sendJson, type Request, type Response, type Service, type ServiceContext } from '../shared/http.ts'
import { ClientAbort } from './body-stream.ts'
import type { StorageContext } from './context.ts'
import { DiskStore } from './disk-store.ts'
import { errors, toHttpError } from './errors.ts'
import { KeyLocks } from './key-lock.ts'
import { matchRoute, rawServicePath, type Route } from './router.ts'
import { bucketRoutes } from './routes-bucket.ts'
import { downloadRoutes } from './routes-download.ts'
import { listRoutes } from './routes-list.ts'
import { moveCopyRoutes } from './routes-move-copy.ts'
import { removeRoutes } from './routes-remove.ts'
import { signRoutes } from './routes-sign.ts'
import { uploadRoutes } from './routes-upload.ts'

const PREFIX = '/storage/v1'

/** Routes with more literal segments first, so `/object/sign/…` wins over `/object/:bucket/…`. */
function bySpecificity(routes: Route[]): Route[] {
  const literals = (r: Route) =>
    r.pattern
      .split('/')
      .filter(Boolean)
      .findIndex((s) => s.startsWith(':') || s === '*')
  const rank = (r: Route) => (literals(r) < 0 ? Infinity : literals(r))
  return [...routes].sort((a, b) => rank(b) - rank(a))
}

/**
 * Supabase Storage for the local stack: buckets and objects in `storage.*` under RLS, bytes in
 * `config.storageDir`, spoken to by an unmodified storage-js.
 * https://supabase.com/docs/guides/storage
 * https://github.com/supabase/storage
 */
export function createStorageService(service: ServiceContext): Service {
  const ctx: StorageContext = {
    ...service,
    db: service.db,
    disk: new DiskStore(service.config.storageDir),
    locks: new KeyLocks(),
  }
  const routes = bySpecificity([
    ...bucketRoutes(ctx),
    ...listRoutes(ctx),
    ...moveCopyRoutes(ctx),
    ...signRoutes(ctx),
    ...uploadRoutes(ctx),
    ...downloadRoutes(ctx),
    ...removeRoutes(ctx),
  ])

  return {
    prefix: PREFIX,
    async handle(req: Request, res: Response, url: URL) {
      const method = req.method ?? 'GET'
      try {
        const match = matchRoute(routes, method, rawServicePath(req, PREFIX, url.pathname))
        if (!match) throw errors.routeNotFound(method, url.pathname + url.search)
        await match.route.handler(req, res, { bucket: match.bucket, key: match.key, query: url.searchParams })
      } catch (error) {
        // A client gone mid-body or mid-download gets no answer.
        if (res.headersSent || error instanceof ClientAbort) {
          res.destroy()
          return
        }
        const http = toHttpError(error, service.log)
        sendJson(res, http.status, http.body, http.headers)
      }
    },
  }
}
