import { COMPRESSION, webpFileName } from './image-files'
import { NOT_AN_IMAGE, type CompressRequest, type CompressResponse } from './compress-protocol'

/** The file is not an image (its bytes are not a JPEG, PNG or WebP, or cannot be decoded). */
export class NotAnImageError extends Error {
  constructor() {
    super('This file is not an image')
    this.name = 'NotAnImageError'
  }
}

export interface CompressOptions {
  /** 0–100. The library's own progress, which the screens may show as they like. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  /** A longest side below SPEC §5's 1920 px (a small rendition). */
  maxWidthOrHeight?: number
}

interface Pending {
  resolve: (file: File) => void
  reject: (error: Error) => void
  onProgress?: (percent: number) => void
  name: string
}

// One worker for the page, started on the first image: compressing photos one after another
// reuses it, and the library's code is downloaded only when someone picks an image.
let worker: Worker | undefined
let nextId = 1
const pending = new Map<number, Pending>()

function getWorker(): Worker {
  if (worker) return worker
  worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' })
  worker.addEventListener('message', (event: MessageEvent<CompressResponse>) => {
    const message = event.data
    const job = pending.get(message.id)
    if (!job) return
    if ('progress' in message) {
      job.onProgress?.(message.progress)
      return
    }
    pending.delete(message.id)
    if ('error' in message)
      job.reject(message.error === NOT_AN_IMAGE ? new NotAnImageError() : new Error(message.error))
    else job.resolve(new File([message.blob], webpFileName(job.name), { type: COMPRESSION.fileType }))
  })
  worker.addEventListener('error', (event) => {
    // A worker that fails to load fails every job waiting on it; the next call starts a new one.
    const error = new Error(event.message || 'The image worker failed to start')
    for (const job of pending.values()) job.reject(error)
    pending.clear()
    worker?.terminate()
    worker = undefined
  })
  return worker
}

/**
 * Starts the worker (and downloads the compression library) ahead of the first image: a guest
 * who loses the signal after opening the upload form can still compress what they pick.
 */
export function prepareImageWorker(): void {
  getWorker()
}

/**
 * SPEC §5: the image downscaled to a longest side of at most 1920 px and re-encoded as WebP at
 * 0.8, in a web worker. Rejects when the call is aborted, and with NotAnImageError when the file
 * is not an image.
 */
export function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const { signal, onProgress, maxWidthOrHeight } = options
  if (signal?.aborted) return Promise.reject(signal.reason ?? new DOMException('Aborted', 'AbortError'))
  return new Promise<File>((resolve, reject) => {
    const id = nextId++
    const abort = () => {
      // The worker finishes the image it is on; its answer then finds no job and is dropped.
      pending.delete(id)
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'))
    }
    signal?.addEventListener('abort', abort, { once: true })
    const done =
      <T>(settle: (value: T) => void) =>
      (value: T) => {
        signal?.removeEventListener('abort', abort)
        settle(value)
      }
    pending.set(id, { resolve: done(resolve), reject: done(reject), onProgress, name: file.name })
    const request: CompressRequest = { id, file, maxWidthOrHeight }
    getWorker().postMessage(request)
  })
}
