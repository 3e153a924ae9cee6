import { sendJson, type Request, type Response } from '../shared/http.ts'
import { assertServiceRole, authenticate } from './auth.ts'
import { bucketSettings } from './bucket-input.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { check, readJsonBody } from './json-body.ts'
import { assertValidBucketName } from './keys.ts'
import { ownerColumns, type ObjectRow } from './object-sql.ts'
import type { Route, RouteParams } from './router.ts'

const COLUMNS = `id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types, 'STANDARD' as type`
const SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const

/**
 * Bucket management. Every statement runs as the caller, so `storage.buckets` RLS decides, as
 * on hosted Supabase: with no policies only the service role (which bypasses RLS) manages buckets;
 * emptying a bucket is reserved to the service role outright.
 * https://supabase.com/docs/guides/storage/buckets/creating-buckets
 * https://supabase.com/docs/reference/javascript/storage-createbucket
 * https://github.com/supabase/storage/tree/master/src/http/routes/bucket
 */
export function bucketRoutes(ctx: StorageContext): Route[] {
  const secret = ctx.config.jwtSecret
  const limit = ctx.config.storage.fileSizeLimit

  const list = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, secret, 'required')
    const q = Object.fromEntries(p.query)
    const num = (name: string, min: number) => {
      if (q[name] === undefined) return undefined
      const n = Number(q[name])
      if (!Number.isInteger(n)) throw errors.validation(`querystring/${name} must be integer`)
      if (n < min) throw errors.validation(`querystring/${name} must be >= ${min}`)
      return n
    }
    const take = num('limit', 1)
    const skip = num('offset', 0)
    const column = check.oneOf(q.sortColumn, SORT_COLUMNS, 'querystring/sortColumn')
    const order = check.oneOf(q.sortOrder, ['asc', 'desc'] as const, 'querystring/sortOrder') ?? 'asc'
    const search = q.search ? `%${q.search.replace(/[\\%_]/g, '\\$&')}%` : null
    const rows = await ctx.db.asRole(caller.claims, (tx) =>
      tx.query(
        `select ${COLUMNS} from storage.buckets where ($1::text is null or name ilike $1)
         ${column ? `order by ${column} ${order}` : ''} limit $2 offset $3`,
        [search, take ?? null, skip ?? 0],
      ),
    )
    sendJson(res, 200, rows.rows)
  }

  const get = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, secret, 'required')
    const r = await ctx.db.asRole(caller.claims, (tx) =>
      tx.query(`select ${COLUMNS} from storage.buckets where id = $1`, [p.bucket]),
    )
    if (!r.rows[0]) throw errors.noSuchBucket()
    const { type: _type, ...bucket } = r.rows[0] as Record<string, unknown>
    sendJson(res, 200, bucket)
  }

  const create = async (req: Request, res: Response) => {
    const caller = await authenticate(req, secret, 'required')
    const body = await readJsonBody(req)
    check.required(body, 'name')
    const name = check.string(body, 'name')!
    const id = check.string(body, 'id') || name
    // Names with surrounding spaces are refused; the id names a folder on disk, so it is checked too.
    if (name.trim() !== name) throw errors.invalidBucketName()
    assertValidBucketName(name)
    assertValidBucketName(id)
    const s = bucketSettings(body, limit)
    await ctx.db
      .asRole(caller.claims, (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            name,
            ...ownerColumns(caller.owner),
            s.public ?? false,
            s.file_size_limit ?? null,
            s.allowed_mime_types ?? null,
          ],
        ),
      )
      .catch((error) => {
        throw (error as { code?: string }).code === '23505' ? errors.bucketAlreadyExists() : error
      })
    sendJson(res, 200, { name })
  }

  const update = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, secret, 'required')
    const body = await readJsonBody(req)
    if (!['public', 'file_size_limit', 'allowed_mime_types'].some((k) => k in body)) {
      throw errors.validation('body must match a schema in anyOf')
    }
    assertValidBucketName(p.bucket)
    const s = bucketSettings(body, limit)
    const r = await ctx.db.asRole(caller.claims, (tx) =>
      tx.query(
        `update storage.buckets set
           public = case when $2 then $3 else public end,
           file_size_limit = case when $4 then $5::bigint else file_size_limit end,
           allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
           updated_at = now()
         where id = $1`,
        [
          p.bucket,
          s.public !== undefined,
          s.public ?? null,
          s.file_size_limit !== undefined,
          s.file_size_limit ?? null,
          s.allowed_mime_types !== undefined,
          s.allowed_mime_types ?? null,
        ],
      ),
    )
    if (r.rowCount === 0) throw errors.noSuchBucket()
    sendJson(res, 200, { message: 'Successfully updated' })
  }

  const remove = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, secret, 'required')
    await readJsonBody(req, { allowEmpty: true })
    const found = await ctx.db.query('select id from storage.buckets where id = $1', [p.bucket])
    if (!found.rows[0]) throw errors.noSuchBucket()
    const objects = await ctx.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [p.bucket])
    if (objects.rows[0]) throw errors.bucketNotEmpty()
    const r = await ctx.db.asRole(caller.claims, (tx) =>
      tx.query('delete from storage.buckets where id = $1', [p.bucket]),
    )
    if (r.rowCount === 0) throw errors.noSuchBucket()
    await ctx.disk.removeBucket(p.bucket).catch(() => {})
    sendJson(res, 200, { message: 'Successfully deleted' })
  }

  /** Empties synchronously; the answer keeps storage-api's wording for its queued job. */
  const empty = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, secret, 'required')
    assertServiceRole(caller)
    await readJsonBody(req, { allowEmpty: true })
    const found = await ctx.db.asRole(caller.claims, (tx) =>
      tx.query('select id from storage.buckets where id = $1', [p.bucket]),
    )
    if (!found.rows[0]) throw errors.noSuchBucket()
    const deleted = await ctx.db.asRole(caller.claims, (tx) =>
      tx.query<ObjectRow>('delete from storage.objects where bucket_id = $1 returning bucket_id, name, version', [
        p.bucket,
      ]),
    )
    for (const row of deleted.rows) await ctx.disk.remove(row.bucket_id, row.name, row.version).catch(() => {})
    sendJson(res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' })
  }

  return [
    { method: 'GET', pattern: '/bucket', handler: list },
    { method: 'GET', pattern: '/bucket/:bucket', handler: get },
    { method: 'POST', pattern: '/bucket', handler: create },
    { method: 'PUT', pattern: '/bucket/:bucket', handler: update },
    { method: 'POST', pattern: '/bucket/:bucket/empty', handler: empty },
    { method: 'DELETE', pattern: '/bucket/:bucket', handler: remove },
  ]
}
