import { randomUUID } from 'node:crypto'
import { dirname } from 'node:path'
import type { Claims } from '../db/database.ts'
import type { StorageContext } from './context.ts'
import { errors } from './errors.ts'
import { lockKey } from './key-lock.ts'
import { findObject, insertObject, upsertObject, type NewObject, type ObjectMetadata } from './object-sql.ts'
import type { TempFile } from './temp-file.ts'

export interface ObjectTarget {
  claims: Claims
  bucket: string
  name: string
  owner?: string
  upsert: boolean
}

export interface CommitInput extends ObjectTarget {
  file: TempFile
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

const ROLLBACK = Symbol('rollback')

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505'
}

function row(
  target: ObjectTarget,
  version: string,
  metadata: Record<string, unknown>,
  userMetadata: Record<string, unknown> | null,
): NewObject {
  return {
    id: randomUUID(),
    bucket: target.bucket,
    name: target.name,
    owner: target.owner,
    version,
    metadata,
    userMetadata,
  }
}

/**
 * Runs the caller's INSERT (or upsert) under RLS and rolls it back, so a denied upload is refused
 * before its body is read, as storage-api's `canUpload` does with `testPermission`.
 * https://github.com/supabase/storage/blob/master/src/storage/uploader.ts
 */
export async function testUploadPermission(
  ctx: StorageContext,
  target: ObjectTarget,
  metadata: Record<string, unknown>,
): Promise<void> {
  try {
    await ctx.db.asRole(target.claims, async (tx) => {
      const probe = row(target, '1', metadata, null)
      await (target.upsert ? upsertObject(tx, probe) : insertObject(tx, probe))
      throw ROLLBACK
    })
  } catch (error) {
    if (error === ROLLBACK) return
    if (isUniqueViolation(error)) throw errors.keyAlreadyExists()
    throw error
  }
}

/**
 * Makes an uploaded temp file the object's content. The row is written as the caller (RLS
 * decides), the file is renamed into a new version path inside that transaction, and only after
 * the commit is the previous version's file deleted; any failure removes the new file instead.
 */
export async function commitObject(
  ctx: StorageContext,
  input: CommitInput,
): Promise<{ id: string; metadata: ObjectMetadata }> {
  return ctx.locks.run([lockKey(input.bucket, input.name)], async () => {
    const previous = await findObject(ctx.db, input.bucket, input.name)
    const version = randomUUID()
    const dest = ctx.disk.objectPath(input.bucket, input.name, version)
    const metadata: ObjectMetadata = {
      eTag: input.file.eTag,
      size: input.file.size,
      mimetype: input.mimetype,
      cacheControl: input.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: input.file.size,
      httpStatusCode: 200,
    }
    let placed = false
    let id: string
    try {
      id = await ctx.db.asRole(input.claims, async (tx) => {
        const next = row(input, version, { ...metadata }, input.userMetadata)
        const written = await (input.upsert ? upsertObject(tx, next) : insertObject(tx, next))
        await ctx.disk.place(input.file.path, dest)
        placed = true
        return written
      })
    } catch (error) {
      await ctx.disk.discard(placed ? dest : input.file.path)
      if (placed) await ctx.disk.pruneEmpty(dirname(dest), ctx.disk.root)
      throw isUniqueViolation(error) ? errors.keyAlreadyExists() : error
    }
    if (previous?.version && previous.version !== version) {
      await ctx.disk.remove(input.bucket, input.name, previous.version).catch((e) => ctx.log(`storage: ${String(e)}`))
    }
    return { id, metadata }
  })
}
