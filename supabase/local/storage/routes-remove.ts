import { sendJson, type Request, type Response } from '../shared/http.ts'
import { authenticate } from './auth.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { check, readJsonBody } from './json-body.ts'
import { assertValidBucketName, assertValidKey } from './keys.ts'
import { lockKey } from './key-lock.ts'
import { findObject, objectJson, type ObjectRow } from './object-sql.ts'
import type { Route, RouteParams } from './router.ts'

/** Deletes at most this many names per statement, like storage-api's batches. */
const BATCH = 500

/**
 * Deletions. `DELETE /object/{bucket}` with `{prefixes}` removes the objects with exactly those
 * names that the caller's DELETE policies allow and answers the removed rows; a single
 * `DELETE /object/{bucket}/{key}` is NoSuchKey when absent and AccessDenied when RLS says no.
 * Files go only after the rows' deletion is committed.
 * https://supabase.com/docs/reference/javascript/storage-from-remove
 * https://supabase.com/docs/guides/storage/management/delete-objects
 */
export function removeRoutes(ctx: StorageContext): Route[] {
  const removeFiles = async (rows: Pick<ObjectRow, 'bucket_id' | 'name' | 'version'>[]) => {
    for (const row of rows) {
      await ctx.disk.remove(row.bucket_id, row.name, row.version).catch((e) => ctx.log(`storage: ${String(e)}`))
    }
  }

  const removeMany = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, ctx.config.jwtSecret, 'required')
    const body = await readJsonBody(req)
    check.required(body, 'prefixes')
    const names = check.stringArray(body, 'prefixes', 1)!
    assertValidBucketName(p.bucket)
    const removed: ObjectRow[] = []
    for (let i = 0; i < names.length; i += BATCH) {
      const batch = names.slice(i, i + BATCH)
      const rows = await ctx.locks.run(
        batch.map((name) => lockKey(p.bucket, name)),
        async () => {
          const deleted = await ctx.db.asRole(caller.claims, (tx) =>
            tx.query<ObjectRow>('delete from storage.objects where bucket_id = $1 and name = any($2) returning *', [
              p.bucket,
              batch,
            ]),
          )
          await removeFiles(deleted.rows)
          return deleted.rows
        },
      )
      removed.push(...rows)
    }
    sendJson(res, 200, removed.map(objectJson))
  }

  const removeOne = async (req: Request, res: Response, p: RouteParams) => {
    const caller = await authenticate(req, ctx.config.jwtSecret, 'required')
    assertValidBucketName(p.bucket)
    assertValidKey(p.key)
    await ctx.locks.run([lockKey(p.bucket, p.key)], async () => {
      if (!(await findObject(ctx.db, p.bucket, p.key))) throw errors.noSuchKey()
      const deleted = await ctx.db.asRole(caller.claims, (tx) =>
        tx.query<ObjectRow>(
          'delete from storage.objects where bucket_id = $1 and name = $2 returning bucket_id, name, version',
          [p.bucket, p.key],
        ),
      )
      if (deleted.rows.length === 0) throw errors.accessDenied('Access denied')
      await removeFiles(deleted.rows)
    })
    sendJson(res, 200, { message: 'Successfully deleted' })
  }

  return [
    { method: 'DELETE', pattern: '/object/:bucket', handler: removeMany },
    { method: 'DELETE', pattern: '/object/:bucket/*', handler: removeOne },
  ]
}
