import { randomUUID } from 'node:crypto'
import { dirname } from 'node:path'
import { sendJson, type Request, type Response } from '../shared/http.ts'
import { authenticate, type Caller } from './auth.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { check, readJsonBody } from './json-body.ts'
import { assertValidBucketName, assertValidKey } from './keys.ts'
import { lockKey } from './key-lock.ts'
import { fileOf } from './object-read.ts'
import { findObject, objectJson, ownerColumns } from './object-sql.ts'
import { commitObject } from './object-writer.ts'
import type { Route } from './router.ts'
import { metadataHeader } from './upload-body.ts'

interface Transfer {
  caller: Caller
  bucket: string
  source: string
  destBucket: string
  dest: string
  body: Record<string, unknown>
}

async function readTransfer(ctx: StorageContext, req: Request): Promise<Transfer> {
  const caller = await authenticate(req, ctx.config.jwtSecret, 'required')
  const body = await readJsonBody(req)
  for (const name of ['bucketId', 'sourceKey', 'destinationKey']) check.required(body, name)
  const bucket = check.string(body, 'bucketId')!
  const source = check.string(body, 'sourceKey')!
  const dest = check.string(body, 'destinationKey')!
  const destBucket = check.string(body, 'destinationBucket') || bucket
  assertValidBucketName(bucket)
  assertValidBucketName(destBucket)
  assertValidKey(source)
  assertValidKey(dest)
  return { caller, bucket, source, destBucket, dest, body }
}

/**
 * Move and copy within or across buckets.
 * Move renames the row as the caller (SELECT + UPDATE policies on the source, the UPDATE check on
 * the destination) and renames the file inside that transaction. Copy reads the source under the
 * caller's RLS and uploads the bytes again as the caller (INSERT, or upsert with `x-upsert`).
 * https://supabase.com/docs/reference/javascript/storage-from-move
 * https://supabase.com/docs/reference/javascript/storage-from-copy
 * https://github.com/supabase/storage/blob/master/src/storage/object.ts (moveObject, copyObject)
 */
export function moveCopyRoutes(ctx: StorageContext): Route[] {
  const move = async (req: Request, res: Response) => {
    const t = await readTransfer(ctx, req)
    const keys = [lockKey(t.bucket, t.source), lockKey(t.destBucket, t.dest)]
    const id = await ctx.locks.run(keys, async () => {
      const current = await findObject(ctx.db, t.bucket, t.source)
      if (!current) throw errors.noSuchKey()
      const from = fileOf(ctx, current)
      const version = randomUUID()
      const to = ctx.disk.objectPath(t.destBucket, t.dest, version)
      let moved = false
      try {
        const id = await ctx.db.asRole(t.caller.claims, async (tx) => {
          const r = await tx.query<{ id: string }>(
            `update storage.objects set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7, updated_at = now()
             where bucket_id = $1 and name = $2 returning id`,
            [t.bucket, t.source, t.destBucket, t.dest, version, ...ownerColumns(t.caller.owner)],
          )
          if (r.rows.length === 0) throw errors.noSuchKey()
          await ctx.disk.place(from, to)
          moved = true
          return r.rows[0].id
        })
        await ctx.disk.pruneEmpty(dirname(from), ctx.disk.root)
        return id
      } catch (error) {
        if (moved) await ctx.disk.place(to, from)
        throw error
      }
    })
    sendJson(res, 200, { message: 'Successfully moved', Id: id, Key: t.dest })
  }

  const copy = async (req: Request, res: Response) => {
    const t = await readTransfer(ctx, req)
    const source = await ctx.db.asRole(t.caller.claims, (tx) => findObject(tx, t.bucket, t.source))
    if (!source) throw errors.noSuchKey()
    const temp = await ctx.disk.copyToTemp(fileOf(ctx, source)).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? errors.noSuchKey() : error
    })
    const meta = source.metadata ?? {}
    const override =
      t.body.copyMetadata === false ? ((t.body.metadata ?? {}) as Record<string, string | undefined>) : {}
    const header = req.headers['x-metadata']
    const userMetadata = t.body.copyMetadata === false ? metadataHeader(header) : source.user_metadata
    const result = await commitObject(ctx, {
      claims: t.caller.claims,
      bucket: t.destBucket,
      name: t.dest,
      owner: t.caller.owner,
      upsert: req.headers['x-upsert'] === 'true',
      file: { ...temp, eTag: meta.eTag ?? '' },
      mimetype: override.mimetype ?? meta.mimetype ?? 'application/octet-stream',
      cacheControl: override.cacheControl ?? meta.cacheControl ?? 'no-cache',
      userMetadata: userMetadata ?? null,
    })
    const row = {
      id: result.id,
      name: t.dest,
      bucket_id: t.destBucket,
      owner: t.caller.owner ?? null,
      metadata: result.metadata,
    }
    sendJson(res, 200, { Id: result.id, Key: `${t.destBucket}/${t.dest}`, ...objectJson(row) })
  }

  return [
    { method: 'POST', pattern: '/object/move', handler: move },
    { method: 'POST', pattern: '/object/copy', handler: copy },
  ]
}
