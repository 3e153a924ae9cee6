// The few pieces of HTTP/1.1 (RFC 9112) the gateway's REST fast path reads itself. They accept
// only plain, well-formed messages; anything else is left to Node's own HTTP parser.

export interface RequestHead {
  method: string
  target: string
  /** Header lines as received, with lower-cased names. */
  headers: [name: string, value: string][]
  /** Offset of the first body byte. */
  bodyStart: number
}

/** More bytes are needed before the head can be read. */
export const INCOMPLETE = 'incomplete'
/** Not a message this reader handles: let Node's parser take it (and answer 400 if it is bad). */
export const UNSUPPORTED = 'unsupported'

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
// Field values without control characters other than tab (RFC 9110 §5.5).
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/
const MAX_HEAD = 64 * 1024

export function parseRequestHead(buffer: Buffer): RequestHead | typeof INCOMPLETE | typeof UNSUPPORTED {
  const end = buffer.indexOf('\r\n\r\n')
  if (end < 0) {
    // A bare-LF message never shows CRLFCRLF: do not wait for it.
    if (buffer.length > MAX_HEAD || buffer.indexOf('\n\n') >= 0 || buffer.indexOf('\n\r\n') >= 0) return UNSUPPORTED
    return INCOMPLETE
  }
  if (end > MAX_HEAD) return UNSUPPORTED
  const lines = buffer.toString('latin1', 0, end).split('\r\n')
  const requestLine = lines[0].split(' ')
  if (requestLine.length !== 3 || requestLine[2] !== 'HTTP/1.1' || !TOKEN.test(requestLine[0])) return UNSUPPORTED
  const headers: RequestHead['headers'] = []
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]
    const colon = line.indexOf(':')
    if (colon <= 0) return UNSUPPORTED
    const name = line.slice(0, colon)
    const value = line.slice(colon + 1).trim()
    // Obsolete line folding, spaces before the colon and stray LFs are all refused here.
    if (!TOKEN.test(name) || !FIELD_VALUE.test(value)) return UNSUPPORTED
    headers.push([name.toLowerCase(), value])
  }
  return { method: requestLine[0], target: requestLine[1], headers, bodyStart: end + 4 }
}

/** The value of a header that must appear at most once; `null` when it appears several times. */
export function singleHeader(head: Pick<RequestHead, 'headers'>, name: string): string | undefined | null {
  let found: string | undefined
  for (const [n, v] of head.headers) {
    if (n !== name) continue
    if (found !== undefined) return null
    found = v
  }
  return found
}

/** Whether a comma-separated header such as Connection lists a token (case-insensitive). */
export function hasToken(value: string | undefined | null, token: string): boolean {
  return !!value && value.split(',').some((t) => t.trim().toLowerCase() === token)
}

export interface ResponseHead {
  statusLine: string
  status: number
  /** Header lines as received (original case), without the status line. */
  lines: string[]
  /** Lower-cased names of the headers present. */
  names: Set<string>
  bodyStart: number
  /** How the body ends: known length, chunked, no body, or the connection closing. */
  framing: { kind: 'length'; length: number } | { kind: 'chunked' } | { kind: 'none' } | { kind: 'close' }
  keepAlive: boolean
}

function parseResponseHead(buffer: Buffer, end: number, requestMethod: string): ResponseHead | Error {
  const lines = buffer.toString('latin1', 0, end).split('\r\n')
  const statusLine = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(lines[0])
  if (!statusLine) return new Error(`bad status line from upstream: ${lines[0].slice(0, 80)}`)
  const status = Number(statusLine[1])
  if (status < 200) return new Error(`unexpected interim response ${status} from upstream`)
  const names = new Set<string>()
  let length: number | undefined
  let chunked = false
  let keepAlive = lines[0].startsWith('HTTP/1.1')
  const headerLines = lines.slice(1)
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    if (colon <= 0) return new Error('bad header line from upstream')
    const name = line.slice(0, colon).toLowerCase()
    const value = line.slice(colon + 1).trim()
    names.add(name)
    if (name === 'content-length') {
      if (!/^\d+$/.test(value) || (length !== undefined && length !== Number(value))) return new Error('bad content-length from upstream')
      length = Number(value)
    } else if (name === 'transfer-encoding') {
      chunked = hasToken(value, 'chunked')
    } else if (name === 'connection') {
      if (hasToken(value, 'close')) keepAlive = false
      else if (hasToken(value, 'keep-alive')) keepAlive = true
    }
  }
  let framing: ResponseHead['framing']
  if (requestMethod === 'HEAD' || status === 204 || status === 304) framing = { kind: 'none' }
  else if (chunked) framing = { kind: 'chunked' }
  else if (length !== undefined) framing = { kind: 'length', length }
  else framing = { kind: 'close' }
  if (framing.kind === 'close') keepAlive = false
  return { statusLine: lines[0], status, lines: headerLines, names, bodyStart: end + 4, framing, keepAlive }
}

/**
 * Reads one response off an upstream connection as its bytes arrive and says where it ends,
 * without copying the body: chunked bodies are walked chunk by chunk, not decoded.
 */
export class ResponseReader {
  head: ResponseHead | undefined
  private buffer: Buffer = Buffer.alloc(0)
  /** For chunked bodies: offset of the next chunk-size line not yet walked. */
  private scan = 0

  constructor(private readonly requestMethod: string) {}

  /** All bytes received so far. */
  get received(): Buffer {
    return this.buffer
  }

  /**
   * Adds bytes. Returns the offset just past the response once it is complete, `undefined` while
   * more is needed, or an Error for a message it cannot read.
   */
  push(chunk: Buffer): number | undefined | Error {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
    if (!this.head) {
      const end = this.buffer.indexOf('\r\n\r\n')
      if (end < 0) return this.buffer.length > MAX_HEAD ? new Error('upstream response head too large') : undefined
      const head = parseResponseHead(this.buffer, end, this.requestMethod)
      if (head instanceof Error) return head
      this.head = head
      this.scan = head.bodyStart
    }
    const { framing, bodyStart } = this.head
    if (framing.kind === 'none') return bodyStart
    if (framing.kind === 'length') return this.buffer.length >= bodyStart + framing.length ? bodyStart + framing.length : undefined
    if (framing.kind === 'close') return undefined
    return this.walkChunks()
  }

  private walkChunks(): number | undefined | Error {
    const buffer = this.buffer
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', this.scan)
      if (lineEnd < 0) return undefined
      const sizeText = buffer.toString('latin1', this.scan, lineEnd).split(';')[0].trim()
      if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText)) return new Error('bad chunk size from upstream')
      const size = parseInt(sizeText, 16)
      if (size === 0) {
        // Optional trailer fields, then the empty line that ends the message.
        const end = buffer.indexOf('\r\n\r\n', lineEnd)
        return end < 0 ? undefined : end + 4
      }
      const next = lineEnd + 2 + size + 2
      if (buffer.length < next) return undefined
      this.scan = next
    }
  }
}
