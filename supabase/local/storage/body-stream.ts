import type { Request } from '../shared/http.ts'

export class ClientAbort extends Error {}

/**
 * Feeds a request body to `onChunk` one chunk at a time, pausing the socket while each chunk is
 * handled (backpressure). Unlike `for await`, a failing handler leaves the request intact, so the
 * rest can be drained and a proper error answered instead of a reset connection.
 */
export function consumeRequest(req: Request, onChunk: (chunk: Buffer) => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false
    const cleanup = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    const settle = (error?: unknown) => {
      if (settled) return
      settled = true
      cleanup()
      if (error) reject(error)
      else resolve()
    }
    // 'end' can be emitted while the last chunk is still being handled (a body that had fully
    // arrived before we started reading), so the end waits for the handler.
    let busy = false
    let ended = false
    const onData = (chunk: Buffer) => {
      busy = true
      req.pause()
      onChunk(chunk).then(
        () => {
          busy = false
          if (ended) settle()
          else if (!settled) req.resume()
        },
        (error) => settle(error),
      )
    }
    const onEnd = () => {
      ended = true
      if (!busy) settle()
    }
    const onError = (error: Error) => settle(error)
    const onClose = () => {
      if (!req.complete) settle(new ClientAbort('request closed before its body was complete'))
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
    req.resume()
  })
}

/**
 * Reads and discards what is left of a body before an error is answered, so HTTP clients that
 * are still sending (fetch does) receive the error instead of a broken pipe. Past `limit` bytes
 * the connection is given up: the answer goes out with `connection: close`.
 */
export function drainRequest(req: Request, limit = 64 * 1024 * 1024): Promise<boolean> {
  if (req.complete || req.destroyed) return Promise.resolve(true)
  return new Promise<boolean>((resolve) => {
    let seen = 0
    const done = (complete: boolean) => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('close', onEnd)
      if (!complete) req.pause()
      resolve(complete)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > limit) done(false)
    }
    const onEnd = () => done(true)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('close', onEnd)
    req.resume()
  })
}
