import net from 'node:net'

/** How long a test helper waits: well before Vitest's own 5 s limit, so a bug fails with a message saying what was awaited. */
export const WAIT_MS = 3000

/** Rejects when `promise` has not settled within WAIT_MS. */
export function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** One request as the fake upstream received it. */
export interface UpstreamRequest {
  /** Index of the upstream connection it came on, in order of connection. */
  conn: number
  /** Index of the request on that connection. */
  onConn: number
  /** The request as received: head and body. */
  bytes: Buffer
  /** The request line as received. */
  line: string
  method: string
  target: string
  /** Every field line, names lower-cased, values trimmed. */
  headers: Array<[string, string]>
  body: Buffer
}

export type Script = (socket: net.Socket, request: UpstreamRequest) => void

/**
 * A fake PostgREST on a Unix socket: it splits what arrives into requests (head, then a
 * Content-Length body), records each one and lets the test script what it answers.
 */
export class FakeUpstream {
  readonly connections: net.Socket[] = []
  readonly requests: UpstreamRequest[] = []
  private readonly server: net.Server

  /** `script` answers each request; a test may replace it at any time. */
  constructor(
    readonly path: string,
    public script: Script,
  ) {
    this.server = net.createServer((socket) => {
      const conn = this.connections.push(socket) - 1
      let buffer: Buffer = Buffer.alloc(0)
      let onConn = 0
      socket.on('error', () => {})
      socket.on('data', (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk])
        while (!socket.destroyed) {
          const end = buffer.indexOf('\r\n\r\n')
          if (end < 0) return
          const [line, ...fieldLines] = buffer.toString('latin1', 0, end).split('\r\n')
          const headers = fieldLines.map((f): [string, string] => {
            const colon = f.indexOf(':')
            return [f.slice(0, colon).toLowerCase(), f.slice(colon + 1).trim()]
          })
          const length = Number(headers.find(([n]) => n === 'content-length')?.[1] ?? 0)
          const total = end + 4 + length
          if (buffer.length < total) return
          const bytes = Buffer.from(buffer.subarray(0, total))
          buffer = buffer.subarray(total)
          const [method, target] = line.split(' ')
          const body = bytes.subarray(end + 4)
          const request = { conn, onConn: onConn++, bytes, line, method, target, headers, body }
          this.requests.push(request)
          this.script(socket, request)
        }
      })
    })
  }

  listen(): Promise<void> {
    return within(
      new Promise((resolve, reject) => {
        this.server.once('error', reject)
        this.server.listen(this.path, () => resolve())
      }),
      'the fake upstream to listen',
    )
  }

  /** Destroys every connection and stops listening; a server already closed (or never listening) is left as it is. */
  close(): Promise<void> {
    for (const socket of this.connections) socket.destroy()
    if (!this.server.listening) return Promise.resolve()
    return within(new Promise((resolve) => this.server.close(() => resolve())), 'the fake upstream to close')
  }
}
