import { makeZip } from 'client-zip'
import type { PhotoRow } from '../types'
import { albumNames } from './album-names'

/** Tries per file before it is listed as missing. */
const ATTEMPTS = 3

export interface AlbumProgress {
  done: number
  total: number
  bytes: number
}

export interface AlbumOptions {
  /** One stored file, whole: the team's authenticated download. */
  readFile: (path: string) => Promise<Blob>
  signal: AbortSignal
  onProgress: (progress: AlbumProgress) => void
  /** Waits between tries (tests and benches pass none). */
  pause?: (attempt: number) => Promise<void>
}

export interface AlbumZip {
  /** The ZIP as it is made, one file at a time: pipe it to a file on disk. */
  stream: ReadableStream<Uint8Array>
  /** The names of the files that still failed after their tries, once the stream has ended. */
  missing: () => string[]
}

const wait = (attempt: number) => new Promise((done) => setTimeout(done, 500 * 2 ** attempt))

/**
 * The selected photos as one ZIP (client-zip: stored entries, streamed, no compression, as JPEG
 * and WebP do not shrink). Files are read one after another, each whole before it enters the
 * archive, so a failed read is tried again from the start and never leaves half a file in the
 * ZIP; memory holds one photo at a time, never the album. A file still failing after its tries is
 * left out and listed, in the UI and in `fichiers-manquants.txt` at the end of the archive, and
 * the archive completes.
 */
export function albumZip(photos: readonly PhotoRow[], options: AlbumOptions): AlbumZip {
  const names = albumNames(photos)
  const missing: string[] = []
  const pause = options.pause ?? wait

  async function read(path: string): Promise<Blob | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      options.signal.throwIfAborted()
      try {
        return await options.readFile(path)
      } catch (error) {
        if (options.signal.aborted) throw error
        if (attempt < ATTEMPTS - 1) await pause(attempt)
      }
    }
    return null
  }

  async function* entries() {
    let bytes = 0
    for (const [index, photo] of photos.entries()) {
      const file = await read(photo.url)
      if (file) {
        bytes += file.size
        yield { name: names[index], input: file, lastModified: new Date(photo.uploaded_at) }
      } else missing.push(names[index])
      options.onProgress({ done: index + 1, total: photos.length, bytes })
    }
    if (missing.length)
      yield {
        name: 'fichiers-manquants.txt',
        input: `Ces photos n'ont pas pu être téléchargées :\n${missing.join('\n')}\n`,
        lastModified: new Date(),
      }
  }

  return { stream: makeZip(entries(), { buffersAreUTF8: true }), missing: () => [...missing] }
}
