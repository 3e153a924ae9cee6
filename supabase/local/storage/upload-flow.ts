import type { Request, Response } from '../shared/http.ts'
import { drainRequest } from './body-stream.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { assertValidBucketName, assertValidKey } from './keys.ts'
import { findBucket, findObject } from './object-sql.ts'
import { commitObject, testUploadPermission, type ObjectTarget } from './object-writer.ts'
import { declaredTypeHolds } from './sniff.ts'
import { receiveUpload } from './upload-body.ts'

/**
 * The upload pipeline shared by POST/PUT `/object/…` and signed upload URLs, in storage-api's
 * order: bucket, key, type and declared size, RLS probe, body (size-limited, to a temp file),
 * then the commit. `probe: false` is for signed uploads, whose permission was checked when the
 * URL was signed; they only refuse to overwrite without upsert.
 * https://github.com/supabase/storage/blob/master/src/storage/object.ts (uploadFromRequest)
 * https://supabase.com/docs/guides/storage/uploads/standard-uploads
 */
export async function acceptUpload(ctx: StorageContext, req: Request, target: ObjectTarget, probe: boolean) {
  assertValidBucketName(target.bucket)
  const bucket = await findBucket(ctx.db, target.bucket)
  if (!bucket) throw errors.noSuchBucket()
  assertValidKey(target.name)
  // The smaller of the project-wide limit and the bucket's own.
  // https://supabase.com/docs/guides/storage/uploads/file-limits
  const maxSize = Math.min(ctx.config.storage.fileSizeLimit, bucket.file_size_limit ?? Infinity)
  const rules = { key: target.name, maxSize, allowedMimeTypes: bucket.allowed_mime_types }
  const received = await receiveUpload(req, ctx.disk, rules, async ({ mimetype, contentLength }) => {
    // The service role bypasses RLS: only a duplicate could refuse its insert.
    if (probe && target.claims.role !== 'service_role')
      await testUploadPermission(ctx, target, { mimetype, contentLength })
    else if (!target.upsert && (await findObject(ctx.db, target.bucket, target.name))) throw errors.keyAlreadyExists()
  })
  if (!(await declaredTypeHolds(target.claims, received.mimetype, received.file.path))) {
    await ctx.disk.discard(received.file.path)
    throw errors.invalidMimeType(received.mimetype)
  }
  return commitObject(ctx, { ...target, ...received })
}

/**
 * Wraps an upload handler so that on any error the rest of the body is read and dropped before
 * the error is answered; a client still sending then gets the JSON error, not a reset.
 */
export function drainingOnError(handler: (req: Request, res: Response) => Promise<void>) {
  return async (req: Request, res: Response) => {
    try {
      await handler(req, res)
    } catch (error) {
      if (!(await drainRequest(req))) res.setHeader('connection', 'close')
      throw error
    }
  }
}
