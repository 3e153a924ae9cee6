import { copyFile, mkdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { isValidBucketName, resolveInside } from './keys.ts'
import { TempSink } from './temp-file.ts'

/**
 * Object bytes on local disk, laid out as storage-api's file backend does:
 * `{root}/{bucket}/{key}/{version}`. Every write lands in a fresh version file, so replacing an
 * object never touches the bytes the database still points at until the new row is committed
 * (a failed upsert leaves the old file intact). `a` and `a/b` can coexist since both are folders.
 * https://github.com/supabase/storage/blob/master/src/storage/backend/file.ts
 */
export class DiskStore {
  readonly root: string
  /** `~` is not allowed in bucket names, so this folder can never be a bucket's. */
  readonly tempDir: string

  constructor(root: string) {
    this.root = resolve(root)
    this.tempDir = join(this.root, '~tmp')
    // Leftovers of uploads cut short by a stop: nothing can be in flight before the service exists.
    rmSync(this.tempDir, { recursive: true, force: true })
  }

  objectPath(bucket: string, key: string, version: string): string {
    return resolveInside(this.root, bucket, ...key.split('/'), version)
  }

  openTemp(maxSize: number): Promise<TempSink> {
    return TempSink.open(this.tempDir, maxSize)
  }

  /** Copies a stored version aside, ready to be placed under another key. */
  async copyToTemp(source: string): Promise<{ path: string; size: number }> {
    await mkdir(this.tempDir, { recursive: true })
    const path = join(this.tempDir, randomUUID())
    await copyFile(source, path)
    return { path, size: (await stat(path)).size }
  }

  /** Moves a finished file into place: a rename, atomic on one filesystem. */
  async place(from: string, to: string): Promise<void> {
    await mkdir(dirname(to), { recursive: true })
    await rename(from, to)
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true })
  }

  /** Deletes one version file and prunes the folders it leaves empty, up to the bucket's. */
  async remove(bucket: string, key: string, version: string | null | undefined): Promise<void> {
    if (!version) return
    const file = this.objectPath(bucket, key, version)
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    await this.pruneEmpty(dirname(file), resolveInside(this.root, bucket))
  }

  async pruneEmpty(from: string, stopAt: string): Promise<void> {
    for (let dir = from; dir.startsWith(stopAt + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir)
      } catch {
        return
      }
    }
  }

  async removeBucket(bucket: string): Promise<void> {
    // Only ever a folder below the root: a name like `.` would otherwise resolve to the root itself.
    if (!isValidBucketName(bucket)) return
    await rm(resolveInside(this.root, bucket), { recursive: true, force: true })
  }
}
