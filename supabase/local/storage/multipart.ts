import busboy, { type Busboy } from 'busboy'

/**
 * multipart/form-data read with busboy, the streaming parser under @fastify/multipart and so
 * under Supabase's storage-api. Parts reach the handlers one at a time (fields as one chunk,
 * files as they stream), and `write` resolves only once the handlers have dealt with what the
 * chunk produced: a size limit is enforced while the upload streams, and the socket is paused
 * while a slow disk catches up.
 * https://github.com/mscdex/busboy · https://github.com/supabase/storage/blob/master/src/storage/uploader.ts
 */
export interface PartInfo {
  name: string
  filename?: string
  contentType?: string
}

export interface PartHandlers {
  begin(part: PartInfo): Promise<void> | void
  data(chunk: Buffer): Promise<void> | void
  end(): Promise<void> | void
}

export interface MultipartLimits {
  /** Bytes kept of a field's value; longer values arrive cut to this length. */
  fieldSize: number
}

export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data; boundary=…` content type, if any. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return undefined
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

export class MultipartParser {
  private readonly parser: Busboy
  /** The handlers' work, in the order the parts arrived. */
  private queue: Promise<void> = Promise.resolve()
  private failure: unknown
  private readonly closed: Promise<void>

  constructor(contentType: string, handlers: PartHandlers, limits: MultipartLimits) {
    try {
      // utf8 for plain `filename="…"` parameters, as @fastify/multipart configures busboy.
      this.parser = busboy({ headers: { 'content-type': contentType }, defParamCharset: 'utf8', limits })
    } catch (error) {
      throw new MultipartError(error instanceof Error ? error.message : String(error))
    }
    const run = (step: () => Promise<void> | void) => {
      this.queue = this.queue.then(() => (this.failure === undefined ? step() : undefined))
      this.queue.catch((error: unknown) => this.fail(error))
    }
    this.parser.on('field', (name, value) => {
      run(() => handlers.begin({ name: name ?? '' }))
      run(() => handlers.data(Buffer.from(value, 'utf8')))
      run(() => handlers.end())
    })
    this.parser.on('file', (name, stream, info) => {
      run(() => handlers.begin({ name: name ?? '', filename: info.filename, contentType: info.mimeType }))
      stream.on('data', (chunk: Buffer) => run(() => handlers.data(chunk)))
      stream.on('end', () => run(() => handlers.end()))
    })
    this.closed = new Promise((resolve) => {
      this.parser.on('close', resolve)
      this.parser.on('error', (error: Error) => {
        this.fail(new MultipartError(error.message))
        resolve()
      })
    })
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.failure === undefined) this.parser.write(chunk)
    await this.settled()
  }

  /** The body is complete: resolves once every part was handled, throws on a truncated form. */
  async end(): Promise<void> {
    if (this.failure === undefined) {
      this.parser.end()
      await this.closed
    }
    await this.settled()
  }

  private fail(error: unknown): void {
    this.failure ??= error
  }

  private async settled(): Promise<void> {
    await this.queue.catch(() => undefined)
    if (this.failure !== undefined) throw this.failure
  }
}
