/**
 * In-process locks per object key. storage-api serialises writers of one key with an advisory
 * lock (waitObjectLock); one local server process can do the same in memory, which keeps the
 * "previous version" it reads and the row it commits consistent without holding a database
 * connection while waiting (PGlite has a single backend).
 * https://github.com/supabase/storage/blob/master/src/storage/uploader.ts (completeUpload)
 */
export class KeyLocks {
  private readonly tails = new Map<string, Promise<void>>()

  /** Runs `fn` holding every key in `keys` (taken in sorted order, so two callers cannot deadlock). */
  async run<T>(keys: string[], fn: () => Promise<T>): Promise<T> {
    const unique = [...new Set(keys)].sort()
    const releases: (() => void)[] = []
    try {
      for (const key of unique) releases.push(await this.acquire(key))
      return await fn()
    } finally {
      for (const release of releases.reverse()) release()
    }
  }

  private async acquire(key: string): Promise<() => void> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    let release!: () => void
    const current = new Promise<void>((done) => (release = done))
    const tail = previous.then(() => current)
    this.tails.set(key, tail)
    await previous
    return () => {
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    }
  }
}

export const lockKey = (bucket: string, key: string) => `${bucket}/${key}`
