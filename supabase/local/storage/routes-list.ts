import { sendJson, type Request, type Response } from '../shared/http.ts'
import { authenticate } from './auth.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { check, readJsonBody, type JsonObject } from './json-body.ts'
import { assertValidBucketName } from './keys.ts'
import { listLevel, type SortColumn, type SortOrder } from './list-sql.ts'
import type { Route, RouteParams } from './router.ts'

const COLUMNS: readonly SortColumn[] = ['name', 'updated_at', 'created_at', 'last_accessed_at']
const ORDERS: readonly SortOrder[] = ['asc', 'desc']
/** storage.search caps a page at 1500 entries. */
const MAX_LIMIT = 1500

/**
 * `POST /object/list/{bucket}` with `{prefix, limit, offset, sortBy, search}`; storage-js sends
 * limit 100, offset 0 and name/asc by default.
 * https://supabase.com/docs/reference/javascript/storage-from-list
 * https://github.com/supabase/storage/blob/master/src/http/routes/object/listObjects.ts
 */
export function listRoutes(ctx: StorageContext): Route[] {
  const list = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, ctx.config.jwtSecret, 'required')
    const body = await readJsonBody(req)
    check.required(body, 'prefix')
    let prefix = check.string(body, 'prefix') ?? ''
    const limit = check.integer(body, 'limit', 1)
    const offset = check.integer(body, 'offset', 0)
    const search = check.string(body, 'search') ?? ''
    const { column, order } = sortBy(body.sortBy)
    assertValidBucketName(p.bucket)
    // The prefix is always a folder.
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/'
    const options = { prefix, search, limit: Math.min(limit || 100, MAX_LIMIT), offset: offset ?? 0, column, order }
    const rows = await ctx.db.asRole(caller.claims, (tx) => listLevel(tx, p.bucket, options))
    sendJson(res, 200, rows)
  }
  return [{ method: 'POST', pattern: '/object/list/:bucket', handler: list }]
}

function sortBy(value: unknown): { column: SortColumn; order: SortOrder } {
  if (value === undefined) return { column: 'name', order: 'asc' }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw errors.validation('body/sortBy must be object')
  const sort = value as JsonObject
  check.required(sort, 'column', 'body/sortBy')
  return {
    column: check.oneOf(sort.column, COLUMNS, 'body/sortBy/column') ?? 'name',
    order: check.oneOf(sort.order, ORDERS, 'body/sortBy/order') ?? 'asc',
  }
}
