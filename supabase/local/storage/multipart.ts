/**
 * A streaming multipart/form-data parser (RFC 7578 over RFC 2046 framing). It never buffers a
 * part's body: data is handed on as it arrives, holding back only what could be the start of the
 * next boundary, so an upload's size limit can be enforced while it streams.
 * https://www.rfc-editor.org/rfc/rfc7578 · https://www.rfc-editor.org/rfc/rfc2046#section-5.1.1
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

const MAX_HEADER_BYTES = 16 * 1024
const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

export class MultipartError extends Error {}

/** The boundary of a `multipart/form-data; boundary=…` content type, if any. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return undefined
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

/** `form-data; name="x"; filename="y"` → { name, filename }. */
export function parseDisposition(value: string): { name?: string; filename?: string } {
  const out: Record<string, string> = {}
  for (const m of value.matchAll(/;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    out[m[1].toLowerCase()] = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3].trim()
  }
  return { name: out.name, filename: out.filename }
}

function parseHeaders(block: string): PartInfo {
  const headers: Record<string, string> = {}
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const disposition = parseDisposition(headers['content-disposition'] ?? '')
  if (disposition.name === undefined) throw new MultipartError('Multipart: part without a name')
  return { name: disposition.name, filename: disposition.filename, contentType: headers['content-type'] }
}

type State = 'preamble' | 'boundary' | 'headers' | 'body' | 'done'

export class MultipartParser {
  private readonly delimiter: Buffer
  private buffer: Buffer = Buffer.from(CRLF)
  private state: State = 'preamble'

  constructor(
    boundary: string,
    private readonly handlers: PartHandlers,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`)
  }

  get finished(): boolean {
    return this.state === 'done'
  }

  async write(chunk: Buffer): Promise<void> {
    if (this.state === 'done') return
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
    while (await this.step());
  }

  end(): void {
    if (this.state !== 'done') throw new MultipartError('Unexpected end of form')
  }

  /** Advances one state; false when more input is needed. */
  private async step(): Promise<boolean> {
    switch (this.state) {
      case 'preamble': {
        const at = this.buffer.indexOf(this.delimiter)
        if (at < 0) {
          this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - this.delimiter.length))
          return false
        }
        return this.advance(at + this.delimiter.length, 'boundary')
      }
      case 'boundary': {
        let i = 0
        while (this.buffer[i] === 0x20 || this.buffer[i] === 0x09) i++
        if (this.buffer.length < i + 2) return false
        const next = this.buffer.subarray(i, i + 2).toString('latin1')
        if (next === '--') return this.advance(this.buffer.length, 'done')
        if (next !== '\r\n') throw new MultipartError('Multipart: malformed boundary')
        return this.advance(i + 2, 'headers')
      }
      case 'headers': {
        if (this.buffer.length >= 2 && this.buffer.subarray(0, 2).equals(CRLF)) {
          throw new MultipartError('Multipart: part without headers')
        }
        const at = this.buffer.indexOf(HEADER_END)
        if (at < 0) {
          if (this.buffer.length > MAX_HEADER_BYTES) throw new MultipartError('Multipart: part headers too large')
          return false
        }
        await this.handlers.begin(parseHeaders(this.buffer.subarray(0, at).toString('utf8')))
        return this.advance(at + HEADER_END.length, 'body')
      }
      case 'body': {
        const at = this.buffer.indexOf(this.delimiter)
        if (at < 0) {
          const keep = this.delimiter.length - 1
          if (this.buffer.length > keep) {
            await this.handlers.data(this.buffer.subarray(0, this.buffer.length - keep))
            this.buffer = this.buffer.subarray(this.buffer.length - keep)
          }
          return false
        }
        if (at > 0) await this.handlers.data(this.buffer.subarray(0, at))
        await this.handlers.end()
        return this.advance(at + this.delimiter.length, 'boundary')
      }
      case 'done':
        return false
    }
  }

  private advance(offset: number, state: State): boolean {
    this.buffer = this.buffer.subarray(offset)
    this.state = state
    return state !== 'done'
  }
}
