import net from 'node:net'
import { ResponseReader, type ResponseHead } from '../shared/http-wire.ts'

/** Where an exchange's answer goes, in order: the head with the first body bytes, then more body. */
export interface AnswerSink {
  start(head: ResponseHead, body: Buffer, complete: boolean): void
  more(body: Buffer, complete: boolean): void
}

/** Thrown when the upstream failed; `answered` says whether part of its answer already went out. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly answered: boolean,
  ) {
    super(message)
  }
}

// Large answers go out in pieces of about this size instead of being held whole.
const FLUSH_AT = 256 * 1024

/** One request in flight on a connection. */
interface Exchange {
  method: string
  payload: Buffer
  sink: AnswerSink
  reader: ResponseReader
  /** Offset in `reader.received` up to which the sink has the answer. */
  given: number
  started: boolean
  mayRetry: boolean
  resolve(): void
  reject(error: UpstreamError): void
}

/**
 * One keep-alive connection to PostgREST. Its listeners stay for its whole life and serve whichever
 * exchange is current: adding and removing them per request showed up in profiles.
 */
class UpstreamConnection {
  readonly socket: net.Socket
  current: Exchange | undefined
  reused = false
  private failure: Error | undefined

  constructor(
    path: string,
    private readonly pool: UpstreamPool,
  ) {
    this.socket = net.connect(path)
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk))
    this.socket.on('error', (error: Error) => {
      this.failure = error
    })
    this.socket.on('close', () => this.onClose())
  }

  start(exchange: Exchange): void {
    this.current = exchange
    this.socket.write(exchange.payload)
  }

  private pass(exchange: Exchange, upTo: number, complete: boolean): void {
    const head = exchange.reader.head!
    const body = exchange.reader.received.subarray(exchange.started ? exchange.given : head.bodyStart, upTo)
    if (exchange.started) exchange.sink.more(body, complete)
    else exchange.sink.start(head, body, complete)
    exchange.started = true
    exchange.given = upTo
  }

  private onData(chunk: Buffer): void {
    const exchange = this.current
    // Bytes nobody asked for: this connection cannot be trusted any more.
    if (!exchange) return void this.socket.destroy()
    const { reader } = exchange
    const end = reader.push(chunk)
    if (end instanceof Error) return this.fail(end.message)
    if (end === undefined) {
      const head = reader.head
      // Stream a large answer whose end is framed; a close-delimited one is held to its end.
      if (
        head &&
        head.framing.kind !== 'close' &&
        reader.received.length - Math.max(exchange.given, head.bodyStart) >= FLUSH_AT
      ) {
        this.pass(exchange, reader.received.length, false)
      }
      return
    }
    this.current = undefined
    if (end === reader.received.length && reader.head!.keepAlive) this.pool.release(this)
    else this.socket.destroy()
    this.pass(exchange, end, true)
    exchange.resolve()
  }

  private onClose(): void {
    this.pool.forget(this)
    const exchange = this.current
    if (!exchange) return
    if (exchange.reader.head?.framing.kind === 'close') {
      this.current = undefined
      this.pass(exchange, exchange.reader.received.length, true)
      return exchange.resolve()
    }
    this.fail(this.failure?.message ?? 'PostgREST closed the connection before answering')
  }

  private fail(message: string): void {
    const exchange = this.current
    if (!exchange) return
    this.current = undefined
    this.socket.destroy()
    // PostgREST may have closed a reused connection just as the request left: try once more on a
    // new one, as browsers do, when nothing of the answer has arrived.
    if (this.reused && exchange.mayRetry && exchange.reader.received.length === 0) {
      this.pool.send({ ...exchange, reader: new ResponseReader(exchange.method), mayRetry: false })
    } else {
      exchange.reject(new UpstreamError(message, exchange.started))
    }
  }
}

/**
 * Keep-alive connections to PostgREST's Unix socket, one request/answer exchange at a time on
 * each. Bytes go through as they are: only the answer's framing is read, to know where it ends.
 */
export class UpstreamPool {
  private idle: UpstreamConnection[] = []
  private closed = false

  constructor(private readonly socketPath: () => string) {}

  /** Sends one request (head and body in `payload`) and streams the answer into `sink`. */
  exchange(method: string, payload: Buffer, sink: AnswerSink): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.send({
        method,
        payload,
        sink,
        reader: new ResponseReader(method),
        given: 0,
        started: false,
        mayRetry: true,
        resolve,
        reject,
      })
    })
  }

  /** @internal for UpstreamConnection */
  send(exchange: Exchange): void {
    let connection = this.idle.pop()
    if (connection) connection.reused = true
    else connection = new UpstreamConnection(this.socketPath(), this)
    connection.start(exchange)
  }

  /** @internal an exchange ended cleanly: the connection may serve the next one. */
  release(connection: UpstreamConnection): void {
    if (this.closed) connection.socket.destroy()
    else this.idle.push(connection)
  }

  /** @internal the connection closed. */
  forget(connection: UpstreamConnection): void {
    const at = this.idle.indexOf(connection)
    if (at >= 0) this.idle.splice(at, 1)
  }

  close(): void {
    this.closed = true
    for (const connection of this.idle.splice(0)) connection.socket.destroy()
  }
}
