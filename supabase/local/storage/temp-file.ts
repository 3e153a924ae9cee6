import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { once } from 'node:events'
import { finished } from 'node:stream/promises'
import { join } from 'node:path'
import { errors } from './errors.ts'

export interface TempFile {
  path: string
  size: number
  /** Quoted MD5 of the content, as storage-api's file backend computes ETags. */
  eTag: string
}

/**
 * Collects an upload on disk while counting and hashing it, so that no body is ever held in
 * memory and an oversize one stops at `maxSize` bytes with storage's 413.
 * https://supabase.com/docs/guides/storage/uploads/file-limits
 */
export class TempSink {
  private readonly stream: WriteStream
  private readonly hash = createHash('md5')
  private size = 0
  private failure: Error | undefined

  private constructor(
    readonly path: string,
    private readonly maxSize: number,
  ) {
    this.stream = createWriteStream(path, { flags: 'wx' })
    this.stream.on('error', (error) => (this.failure = error))
  }

  static async open(tempDir: string, maxSize: number): Promise<TempSink> {
    await mkdir(tempDir, { recursive: true })
    return new TempSink(join(tempDir, randomUUID()), maxSize)
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.failure) throw this.failure
    this.size += chunk.length
    if (this.size > this.maxSize) throw errors.entityTooLarge()
    this.hash.update(chunk)
    // events.once rejects if the stream errors while we wait for it to drain.
    if (!this.stream.write(chunk)) await once(this.stream, 'drain')
    if (this.failure) throw this.failure
  }

  async finish(): Promise<TempFile> {
    this.stream.end()
    await finished(this.stream)
    if (this.failure) throw this.failure
    return { path: this.path, size: this.size, eTag: `"${this.hash.digest('hex')}"` }
  }

  async discard(): Promise<void> {
    this.stream.destroy()
    await finished(this.stream).catch(() => {})
    await rm(this.path, { force: true })
  }
}
