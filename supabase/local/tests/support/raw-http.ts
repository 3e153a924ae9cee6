import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A minimal HTTP/1.1 client on a raw TCP socket, for tests of a server's wire behaviour:
 * requests are written as bytes (whole, pipelined or in pieces) and responses are read off the
 * stream one after the other with a strict parser (RFC 9112 framing).
 */

export interface RawResponse {
  status: number
  reason: string
  /** Lower-cased names; a repeated field is joined with ", " (set-cookie too, which tests here do not read). */
  headers: Record<string, string>
  /** Every field line as received, names lower-cased. */
  fields: Array<[string, string]>
  /** Whether the body was sent with chunked transfer coding (already decoded in `body`). */
  chunked: boolean
  body: Buffer
  text(): string
  json<T = unknown>(): T
}

export interface ReadOptions {
  /** The method of the request this response answers: a response to HEAD has no body. */
  method?: string
  timeoutMs?: number
  /** Return an interim 1xx response (100 Continue) instead of skipping it. */
  interim?: boolean
}

const CRLF = Buffer.from('\r\n')
const HEAD_END = Buffer.from('\r\n\r\n')
const MAX_HEAD = 64 * 1024
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

export class RawConnection {
  private buffer: Buffer = Buffer.alloc(0)
  private ended = false
  private failure: Error | undefined
  private wake: (() => void) | undefined
  /** Settles when the socket is fully closed (whoever closed it). */
  readonly closed: Promise<void>

  private constructor(readonly socket: net.Socket) {
    socket.setNoDelay(true)
    socket.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
      this.notify()
    })
    socket.on('end', () => {
      this.ended = true
      this.notify()
    })
    socket.on('error', (error) => {
      this.failure = error
      this.notify()
    })
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.ended = true
        this.notify()
        resolve()
      }),
    )
  }

  /** Opens a TCP connection to the host and port of an http:// URL. */
  static open(url: string, timeoutMs = 5000): Promise<RawConnection> {
    const { hostname, port } = new URL(url)
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || 80) })
      const timer = setTimeout(() => {
        socket.destroy()
        reject(new Error(`could not connect to ${url} within ${timeoutMs} ms`))
      }, timeoutMs)
      socket.once('connect', () => {
        clearTimeout(timer)
        resolve(new RawConnection(socket))
      })
      socket.once('error', (error) => {
        clearTimeout(timer)
        reject(error)
      })
    })
  }

  /** Bytes received and not yet consumed by a parsed response. */
  get unread(): Buffer {
    return this.buffer
  }

  /** Whether the server has ended its side (or the socket is closed). */
  get serverEnded(): boolean {
    return this.ended
  }

  /** Writes bytes; resolves once they are handed to the kernel. */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.write(data, (error) => (error ? reject(error) : resolve()))
    })
  }

  /** Writes each piece separately, pausing between them so they reach the server as separate reads. */
  async writeInPieces(pieces: Array<string | Buffer>, delayMs = 10): Promise<void> {
    for (const [i, piece] of pieces.entries()) {
      if (i > 0) await sleep(delayMs)
      await this.write(piece)
    }
  }

  /** Half-closes (sends FIN) after the bytes written so far. */
  end(): void {
    this.socket.end()
  }

  destroy(): void {
    this.socket.destroy()
  }

  /** Waits for the server to close the connection; fails after `timeoutMs`. */
  async waitForServerClose(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!this.ended) await this.waitForData(deadline, 'the server to close the connection')
  }

  /** Reads the next final response off the stream (interim 1xx responses are skipped). */
  async readResponse(options: ReadOptions = {}): Promise<RawResponse> {
    const deadline = Date.now() + (options.timeoutMs ?? 5000)
    for (;;) {
      const head = await this.readHead(deadline)
      if (head.status >= 100 && head.status < 200 && head.status !== 101 && !options.interim) continue
      const noBody =
        options.method?.toUpperCase() === 'HEAD' ||
        head.status === 204 ||
        head.status === 304 ||
        (head.status >= 100 && head.status < 200)
      let body: Buffer = Buffer.alloc(0)
      let chunked = false
      const te = head.headers['transfer-encoding']
      const cl = head.headers['content-length']
      if (te !== undefined && cl !== undefined) {
        throw new Error(`response has both Transfer-Encoding (${te}) and Content-Length (${cl})`)
      }
      // RFC 9112 §6.3: whatever its header fields say, a response to HEAD, a 1xx, 204 or 304 ends with its head.
      if (!noBody) {
        if (te !== undefined) {
          const codings = te.split(',').map((c) => c.trim().toLowerCase())
          if (codings[codings.length - 1] !== 'chunked') throw new Error(`unsupported Transfer-Encoding: ${te}`)
          chunked = true
          body = await this.readChunked(deadline)
        } else if (cl !== undefined) {
          body = await this.readExact(parseContentLength(cl), deadline)
        } else {
          body = await this.readToClose(deadline)
        }
      } else if (cl !== undefined) {
        parseContentLength(cl)
      }
      const text = () => body.toString('utf8')
      return {
        status: head.status,
        reason: head.reason,
        headers: head.headers,
        fields: head.fields,
        chunked,
        body,
        text,
        json: <T>() => JSON.parse(text()) as T,
      }
    }
  }

  private async readHead(deadline: number) {
    let end: number
    while ((end = this.buffer.indexOf(HEAD_END)) < 0) {
      if (this.buffer.length > MAX_HEAD) throw new Error('response head too large')
      await this.waitForData(deadline, 'a response head')
    }
    const lines = this.buffer.subarray(0, end).toString('latin1').split('\r\n')
    this.buffer = this.buffer.subarray(end + HEAD_END.length)
    const statusLine = lines.shift() ?? ''
    // status-line = HTTP-version SP status-code SP [ reason-phrase ]
    const match = /^HTTP\/1\.[01] (\d{3}) (.*)$/.exec(statusLine)
    if (!match) throw new Error(`malformed status line: ${JSON.stringify(statusLine)}`)
    const headers: Record<string, string> = {}
    const fields: Array<[string, string]> = []
    for (const line of lines) {
      const colon = line.indexOf(':')
      const name = colon > 0 ? line.slice(0, colon) : ''
      if (!TOKEN.test(name)) throw new Error(`malformed header line: ${JSON.stringify(line)}`)
      const key = name.toLowerCase()
      const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '')
      fields.push([key, value])
      headers[key] = key in headers ? `${headers[key]}, ${value}` : value
    }
    return { status: Number(match[1]), reason: match[2], headers, fields }
  }

  private async readLine(deadline: number, what: string): Promise<string> {
    let end: number
    while ((end = this.buffer.indexOf(CRLF)) < 0) {
      if (this.buffer.length > MAX_HEAD) throw new Error(`${what} too long`)
      await this.waitForData(deadline, what)
    }
    const line = this.buffer.subarray(0, end).toString('latin1')
    this.buffer = this.buffer.subarray(end + CRLF.length)
    return line
  }

  private async readExact(length: number, deadline: number): Promise<Buffer> {
    while (this.buffer.length < length)
      await this.waitForData(deadline, `${length} body bytes (have ${this.buffer.length})`)
    const out = Buffer.from(this.buffer.subarray(0, length))
    this.buffer = this.buffer.subarray(length)
    return out
  }

  private async readChunked(deadline: number): Promise<Buffer> {
    const parts: Buffer[] = []
    for (;;) {
      const sizeLine = await this.readLine(deadline, 'a chunk size line')
      const sizeText = sizeLine.split(';')[0].trim()
      if (!/^[0-9a-fA-F]+$/.test(sizeText)) throw new Error(`malformed chunk size: ${JSON.stringify(sizeLine)}`)
      const size = parseInt(sizeText, 16)
      if (size === 0) break
      parts.push(await this.readExact(size, deadline))
      const after = await this.readExact(2, deadline)
      if (!after.equals(CRLF))
        throw new Error(`chunk data not followed by CRLF: ${JSON.stringify(after.toString('latin1'))}`)
    }
    // Trailer section, up to the empty line.
    while ((await this.readLine(deadline, 'the chunked trailer section')) !== '');
    return Buffer.concat(parts)
  }

  private async readToClose(deadline: number): Promise<Buffer> {
    while (!this.ended) await this.waitForData(deadline, 'the end of a close-delimited body')
    const out = this.buffer
    this.buffer = Buffer.alloc(0)
    return out
  }

  private notify(): void {
    const wake = this.wake
    this.wake = undefined
    wake?.()
  }

  /** Resolves when new bytes (or the end of the stream) arrive; throws at the deadline or at the end. */
  private async waitForData(deadline: number, what: string): Promise<void> {
    if (this.failure) throw this.failure
    if (this.ended) {
      throw new Error(`connection closed while waiting for ${what} (${this.buffer.length} unread bytes)`)
    }
    const remaining = deadline - Date.now()
    if (remaining <= 0) throw new Error(`timed out waiting for ${what}`)
    let timer: NodeJS.Timeout | undefined
    await new Promise<void>((resolve) => {
      this.wake = resolve
      timer = setTimeout(resolve, remaining)
    })
    clearTimeout(timer)
    if (this.failure) throw this.failure
    if (Date.now() >= deadline && !this.ended) throw new Error(`timed out waiting for ${what}`)
  }
}

function parseContentLength(value: string): number {
  // Repeated identical values ("12, 12") are tolerated by RFC 9112 §6.3; anything else is invalid.
  const values = new Set(value.split(',').map((v) => v.trim()))
  const [only] = values
  if (values.size !== 1 || !/^\d+$/.test(only)) throw new Error(`invalid Content-Length: ${JSON.stringify(value)}`)
  return Number(only)
}

export interface RequestOptions {
  headers?: Record<string, string>
  /** Sent with a Content-Length (bytes of its UTF-8 form) unless `headers` already frame it. */
  body?: string | Buffer
}

/** The bytes of one HTTP/1.1 request; `Host` comes from the URL. */
export function rawRequest(url: string, method: string, path: string, options: RequestOptions = {}): Buffer {
  const { host } = new URL(url)
  const headers: Record<string, string> = { Host: host, ...options.headers }
  const body = options.body === undefined ? undefined : Buffer.from(options.body)
  const framed = Object.keys(headers).some((h) => /^(content-length|transfer-encoding)$/i.test(h))
  if (body && !framed) headers['Content-Length'] = String(body.length)
  const head = `${method} ${path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`
  return body ? Buffer.concat([Buffer.from(head, 'utf8'), body]) : Buffer.from(head, 'utf8')
}

/** Encodes a body with chunked transfer coding, one chunk per piece, ending with the last chunk. */
export function chunkedBody(pieces: Array<string | Buffer>): Buffer[] {
  const out = pieces.map((piece) => {
    const bytes = Buffer.from(piece)
    return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, CRLF])
  })
  out.push(Buffer.from('0\r\n\r\n'))
  return out
}
