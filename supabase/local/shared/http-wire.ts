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

// Header lines: a token, a colon, then a value without control characters other than tab
// (RFC 9110 §5.1, §5.5). One pattern for the whole block costs less than one per line.
const HEADER_LINES = /^(?:[!#$%&'*+\-.^_`|~0-9A-Za-z]+:[\t\x20-\x7e\x80-\xff]*\r\n)*$/
const REQUEST_LINE = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) (\S+) HTTP\/1\.1$/
// Node's own limit (--max-http-header-size): a larger head goes to Node's parser, which answers 431.
const MAX_HEAD = 16 * 1024

export function parseRequestHead(buffer: Buffer): RequestHead | typeof INCOMPLETE | typeof UNSUPPORTED {
  const end = buffer.indexOf('\r\n\r\n')
  if (end < 0) {
    // A bare-LF message never shows CRLFCRLF: do not wait for it.
    if (buffer.length > MAX_HEAD || buffer.indexOf('\n\n') >= 0 || buffer.indexOf('\n\r\n') >= 0) return UNSUPPORTED
    return INCOMPLETE
  }
  if (end > MAX_HEAD) return UNSUPPORTED
  const text = buffer.toString('latin1', 0, end + 2)
  const lineEnd = text.indexOf('\r\n')
  const requestLine = REQUEST_LINE.exec(text.slice(0, lineEnd))
  // Obsolete line folding, spaces before a colon and stray CRs or LFs all fail the pattern.
  const block = text.slice(lineEnd + 2)
  if (!requestLine || !HEADER_LINES.test(block)) return UNSUPPORTED
  const headers: RequestHead['headers'] = []
  for (const line of block.split('\r\n')) {
    if (!line) continue
    const colon = line.indexOf(':')
    headers.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()])
  }
  return { method: requestLine[1], target: requestLine[2], headers, bodyStart: end + 4 }
}

/** Whether a comma-separated header such as Connection lists a token (case-insensitive). */
export function hasToken(value: string | undefined | null, token: string): boolean {
  return !!value && value.split(',').some((t) => t.trim().toLowerCase() === token)
}

export interface ResponseHead {
  /** The status line and header lines as received, without the blank line that ends them. */
  text: string
  status: number
  bodyStart: number
  /** How the body ends: known length, chunked, no body, or the connection closing. */
  framing: { kind: 'length'; length: number } | { kind: 'chunked' } | { kind: 'none' } | { kind: 'close' }
  keepAlive: boolean
}

const STATUS_LINE = /^HTTP\/1\.([01]) (\d{3})(?: |\r|$)/
// Only the fields that frame the message are read; the others pass through untouched.
const FRAMING_FIELDS = /^(content-length|transfer-encoding|connection)[ \t]*:[ \t]*(.*?)[ \t]*$/gim

function parseResponseHead(buffer: Buffer, end: number, requestMethod: string): ResponseHead | Error {
  const text = buffer.toString('latin1', 0, end)
  const statusLine = STATUS_LINE.exec(text)
  if (!statusLine) return new Error(`bad status line from upstream: ${text.slice(0, 80)}`)
  const status = Number(statusLine[2])
  if (status < 200) return new Error(`unexpected interim response ${status} from upstream`)
  let length: number | undefined
  let chunked = false
  let keepAlive = statusLine[1] === '1'
  for (const [, field, value] of text.matchAll(FRAMING_FIELDS)) {
    const name = field.toLowerCase()
    if (name === 'content-length') {
      if (!/^\d+$/.test(value) || (length !== undefined && length !== Number(value)))
        return new Error('bad content-length from upstream')
      length = Number(value)
    } else if (name === 'transfer-encoding') {
      chunked = hasToken(value, 'chunked')
    } else if (hasToken(value, 'close')) {
      keepAlive = false
    } else if (hasToken(value, 'keep-alive')) {
      keepAlive = true
    }
  }
  let framing: ResponseHead['framing']
  if (requestMethod === 'HEAD' || status === 204 || status === 304) framing = { kind: 'none' }
  else if (chunked) framing = { kind: 'chunked' }
  else if (length !== undefined) framing = { kind: 'length', length }
  else framing = { kind: 'close' }
  if (framing.kind === 'close') keepAlive = false
  return { text, status, bodyStart: end + 4, framing, keepAlive }
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
    if (framing.kind === 'length')
      return this.buffer.length >= bodyStart + framing.length ? bodyStart + framing.length : undefined
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
