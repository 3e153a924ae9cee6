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

/**
 * Keep-alive connections to PostgREST's Unix socket, and one request/answer exchange at a time on
 * each. Bytes go through as they are: only the answer's framing is read, to know where it ends.
 */
export class UpstreamPool {
  private idle: net.Socket[] = []
  private closed = false

  constructor(private readonly socketPath: () => string) {}

  private take(): { socket: net.Socket; reused: boolean } {
    const socket = this.idle.pop()
    if (socket) return { socket, reused: true }
    const fresh = net.connect(this.socketPath())
    // An idle connection PostgREST closes drops out of the pool; errors surface on 'close'.
    fresh.on('error', () => {})
    fresh.on('close', () => {
      const at = this.idle.indexOf(fresh)
      if (at >= 0) this.idle.splice(at, 1)
    })
    return { socket: fresh, reused: false }
  }

  private give(socket: net.Socket): void {
    if (this.closed || socket.destroyed) socket.destroy()
    else this.idle.push(socket)
  }

  /**
   * Sends one request (head and body in `payload`) and streams the answer into `sink`. A reused
   * connection that fails before answering anything is retried once on a new one, as browsers do:
   * PostgREST may have closed it just as the request left.
   */
  exchange(method: string, payload: Buffer, sink: AnswerSink): Promise<void> {
    return this.attempt(method, payload, sink, true)
  }

  private attempt(method: string, payload: Buffer, sink: AnswerSink, mayRetry: boolean): Promise<void> {
    const { socket, reused } = this.take()
    const reader = new ResponseReader(method)
    return new Promise<void>((resolve, reject) => {
      let given = 0
      let started = false
      let failure: Error | undefined
      const onError = (error: Error) => {
        failure = error
      }
      const settle = () => {
        socket.off('data', onData)
        socket.off('close', onClose)
        socket.off('error', onError)
      }
      const pass = (upTo: number, complete: boolean) => {
        const head = reader.head!
        const from = started ? given : head.bodyStart
        const body = reader.received.subarray(from, upTo)
        if (started) sink.more(body, complete)
        else sink.start(head, body, complete)
        started = true
        given = upTo
      }
      const fail = (message: string) => {
        settle()
        socket.destroy()
        if (!started && reused && mayRetry && reader.received.length === 0) {
          this.attempt(method, payload, sink, false).then(resolve, reject)
        } else {
          reject(new UpstreamError(message, started))
        }
      }
      const onData = (chunk: Buffer) => {
        const end = reader.push(chunk)
        if (end instanceof Error) return fail(end.message)
        if (end === undefined) {
          const head = reader.head
          // Stream a large answer whose end is framed; a close-delimited one is held to its end.
          if (head && head.framing.kind !== 'close' && reader.received.length - Math.max(given, head.bodyStart) >= FLUSH_AT) {
            pass(reader.received.length, false)
          }
          return
        }
        settle()
        // Bytes past the answer's end were never asked for: that connection cannot be trusted.
        if (end === reader.received.length && reader.head!.keepAlive) this.give(socket)
        else socket.destroy()
        pass(end, true)
        resolve()
      }
      const onClose = () => {
        if (reader.head?.framing.kind === 'close') {
          settle()
          pass(reader.received.length, true)
          return resolve()
        }
        fail(failure?.message ?? 'PostgREST closed the connection before answering')
      }
      socket.on('data', onData)
      socket.on('close', onClose)
      socket.on('error', onError)
      socket.write(payload)
    })
  }

  close(): void {
    this.closed = true
    for (const socket of this.idle.splice(0)) socket.destroy()
  }
}
