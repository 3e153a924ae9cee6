import type { Caller } from './auth.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { assertValidBucketName, assertValidKey } from './keys.ts'
import { findBucketAndObject, findObject, type ObjectRow } from './object-sql.ts'

/**
 * Finds an object a caller may read, with storage-api's rules for downloads:
 * - the public route serves public buckets only, without any JWT;
 * - a caller without a valid JWT can only read from public buckets;
 * - in a public bucket the row is read without RLS, in a private one under the caller's RLS,
 *   so a hidden object is indistinguishable from a missing one (NoSuchKey).
 * https://github.com/supabase/storage/blob/master/src/http/routes/object/getObject.ts
 * https://supabase.com/docs/guides/storage/buckets/fundamentals#public-buckets
 */
export async function readableObject(
  ctx: StorageContext,
  caller: Caller | 'public',
  bucketId: string,
  key: string,
): Promise<ObjectRow> {
  assertValidBucketName(bucketId)
  assertValidKey(key)
  // One round trip for the bucket and the row as storage's superuser would read it; a private
  // bucket then reads the row again under the caller's RLS.
  const found = await findBucketAndObject(ctx.db, bucketId, key)
  if (!found.bucket) throw errors.noSuchBucket()
  const open = found.bucket.public
  if (!open && (caller === 'public' || !caller.authenticated)) throw errors.noSuchBucket()
  const row =
    open || caller === 'public'
      ? found.object
      : await ctx.db.asRole(caller.claims, (tx) => findObject(tx, bucketId, key))
  if (!row) throw errors.noSuchKey()
  return row
}

/** Where a row's bytes live; a row without a version (written by hand in SQL) has none. */
export function fileOf(ctx: StorageContext, row: ObjectRow): string {
  if (!row.version) throw errors.assetNotFound()
  return ctx.disk.objectPath(row.bucket_id, row.name, row.version)
}

/** The JSON of `GET /object/info/…`, from storage-api's InfoRenderer. */
export function objectInfo(row: ObjectRow): Record<string, unknown> {
  const m = row.metadata ?? {}
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: m.size ?? null,
    content_type: m.mimetype ?? null,
    cache_control: m.cacheControl ?? null,
    etag: m.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  }
}
