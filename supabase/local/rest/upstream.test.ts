import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FakeUpstream, WAIT_MS, within } from '../tests/support/fake-upstream.ts'
import type { ResponseHead } from '../shared/http-wire.ts'
import { UpstreamError, UpstreamPool, type AnswerSink } from './upstream.ts'

const FLUSH_AT = 256 * 1024

/** Polls `condition` until it holds; fails after WAIT_MS. */
async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

function closed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.closed) resolve()
    else socket.once('close', () => resolve())
  })
}

function lengthAnswer(body: string | Buffer, extraHeaders = ''): Buffer {
  const bytes = Buffer.from(body)
  return Buffer.concat([
    Buffer.from(
      `HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n${extraHeaders}Content-Length: ${bytes.length}\r\n\r\n`,
    ),
    bytes,
  ])
}

function chunked(pieces: Array<string | Buffer>): Buffer {
  return Buffer.concat([
    ...pieces.map((piece) => {
      const bytes = Buffer.from(piece)
      return Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
    }),
    Buffer.from('0\r\n\r\n'),
  ])
}

const CHUNKED_HEAD = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'

interface Call {
  kind: 'start' | 'more'
  head?: ResponseHead
  body: Buffer
  complete: boolean
}

/** A sink that records every call, with copies of the bytes it was given. */
function recorder() {
  const calls: Call[] = []
  const sink: AnswerSink = {
    start(head, body, complete) {
      calls.push({ kind: 'start', head, body: Buffer.from(body), complete })
    },
    more(body, complete) {
      calls.push({ kind: 'more', body: Buffer.from(body), complete })
    },
  }
  return { sink, calls, body: () => Buffer.concat(calls.map((c) => c.body)) }
}

/** `start` once, then only `more`, and `complete` exactly once, on the last call. */
function expectWellFormed(calls: Call[]): void {
  expect(calls.length).toBeGreaterThan(0)
  expect(calls.map((c) => c.kind)).toEqual(['start', ...calls.slice(1).map(() => 'more')])
  expect(calls.map((c) => c.complete)).toEqual([...calls.slice(1).map(() => false), true])
}

function request(path: string, body = ''): Buffer {
  const length = Buffer.byteLength(body)
  return Buffer.from(
    `${body ? 'POST' : 'GET'} ${path} HTTP/1.1\r\nhost: localhost\r\n${body ? `content-length: ${length}\r\n` : ''}\r\n${body}`,
  )
}

let dir: string
let upstream: FakeUpstream
let pool: UpstreamPool | undefined

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'upstream-test-'))
  upstream = new FakeUpstream(join(dir, 'rest.sock'), (socket) => socket.write(lengthAnswer('ok')))
  await upstream.listen()
})

afterEach(async () => {
  pool?.close()
  pool = undefined
  await upstream.close()
  rmSync(dir, { recursive: true, force: true })
})

function newPool(path = upstream.path): UpstreamPool {
  pool = new UpstreamPool(() => path)
  return pool
}

async function exchange(p: UpstreamPool, payload: Buffer, method = 'GET') {
  const rec = recorder()
  await within(p.exchange(method, payload, rec.sink), 'an exchange')
  return rec
}

async function failure(promise: Promise<void>): Promise<UpstreamError> {
  const error = await within(
    promise.then(
      () => undefined,
      (e: unknown) => e,
    ),
    'the exchange to fail',
  )
  expect(error).toBeInstanceOf(UpstreamError)
  return error as UpstreamError
}

describe('UpstreamPool', () => {
  it('sends the payload as it is and delivers a chunked answer and a Content-Length answer', async () => {
    const chunkedBody = chunked(['[{"id":1}', ',{"id":2}]'])
    const lengthBody = Buffer.from('{"inserted":true}')
    upstream.script = (socket, { onConn }) => {
      if (onConn === 0) {
        // Head and each chunk in separate writes.
        socket.write(CHUNKED_HEAD)
        socket.write(chunkedBody.subarray(0, 7))
        setTimeout(() => socket.write(chunkedBody.subarray(7)), 5)
      } else {
        socket.write(
          Buffer.concat([
            Buffer.from(`HTTP/1.1 201 Created\r\nContent-Length: ${lengthBody.length}\r\n\r\n`),
            lengthBody,
          ]),
        )
      }
    }
    const p = newPool()
    const get = request('/items?id=eq.1')
    const first = await exchange(p, get)
    expectWellFormed(first.calls)
    expect(first.calls[0].head).toMatchObject({ status: 200, framing: { kind: 'chunked' }, keepAlive: true })
    expect(first.body()).toEqual(chunkedBody)

    // A body with bytes outside ASCII, to see they are not re-encoded on the way.
    const post = Buffer.concat([
      Buffer.from(
        'POST /items HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 9\r\n\r\n',
      ),
      Buffer.from([0x7b, 0x22, 0xc3, 0xa9, 0xff, 0x00, 0x22, 0x3a, 0x7d]),
    ])
    const second = await exchange(p, post, 'POST')
    expectWellFormed(second.calls)
    expect(second.calls[0].head).toMatchObject({ status: 201, framing: { kind: 'length', length: lengthBody.length } })
    expect(second.body()).toEqual(lengthBody)

    expect(upstream.requests.map((r) => r.bytes)).toEqual([get, post])
  })

  it('reuses the connection for the next exchange', async () => {
    const p = newPool()
    for (let i = 0; i < 3; i++) expect((await exchange(p, request(`/items?n=${i}`))).body().toString()).toBe('ok')
    expect(upstream.connections).toHaveLength(1)
    expect(upstream.requests.map((r) => r.conn)).toEqual([0, 0, 0])
  })

  it('keeps a connection after an answer without a body (204) and reads the next answer on it', async () => {
    upstream.script = (socket, { onConn }) => {
      socket.write(onConn === 0 ? 'HTTP/1.1 204 No Content\r\nContent-Range: */*\r\n\r\n' : lengthAnswer('next'))
    }
    const p = newPool()
    const first = await exchange(p, request('/items?id=eq.1'), 'DELETE')
    expectWellFormed(first.calls)
    expect(first.calls[0].head).toMatchObject({ status: 204, framing: { kind: 'none' } })
    expect(first.body()).toHaveLength(0)
    expect((await exchange(p, request('/items'))).body().toString()).toBe('next')
    expect(upstream.connections).toHaveLength(1)
  })

  it('retries on a new connection when the reused one was closed by the upstream while idle', async () => {
    upstream.script = (socket, { conn }) => {
      if (conn > 0) return void socket.write(lengthAnswer(`from ${conn}`))
      // The first connection answers (announcing keep-alive) and closes right after; a request
      // that still reaches it is not answered.
      if (!socket.writableEnded) socket.end(lengthAnswer('first', 'Connection: keep-alive\r\n'))
    }
    const p = newPool()
    expect((await exchange(p, request('/a'))).body().toString()).toBe('first')
    // At once, before the pool can have seen the close.
    const second = await exchange(p, request('/b'))
    expectWellFormed(second.calls)
    expect(second.body().toString()).toBe('from 1')
    expect(upstream.connections).toHaveLength(2)
  })

  it('opens a new connection when an idle one was closed and the pool has seen it', async () => {
    upstream.script = (socket, { conn }) => {
      socket.write(lengthAnswer(`from ${conn}`))
    }
    const p = newPool()
    expect((await exchange(p, request('/a'))).body().toString()).toBe('from 0')
    upstream.connections[0].end()
    await within(closed(upstream.connections[0]), 'the idle connection to close')
    expect((await exchange(p, request('/b'))).body().toString()).toBe('from 1')
    expect(upstream.connections).toHaveLength(2)
  })

  it('retries once on a new connection when a reused one closes as the next request arrives', async () => {
    upstream.script = (socket, { conn, onConn }) => {
      if (conn === 0 && onConn > 0) return void socket.destroy()
      socket.write(lengthAnswer(`from ${conn}`))
    }
    const p = newPool()
    expect((await exchange(p, request('/a'))).body().toString()).toBe('from 0')
    const second = await exchange(p, request('/b'))
    expectWellFormed(second.calls)
    expect(second.body().toString()).toBe('from 1')
    // The request went to the reused connection first, then to a new one.
    expect(upstream.requests.map(({ conn, onConn }) => [conn, onConn])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
    ])
    expect(upstream.requests[2].bytes).toEqual(request('/b'))
  })

  it('retries only once: a new connection that also fails rejects', async () => {
    upstream.script = (socket, { conn }) => {
      if (conn === 0 && socket.bytesWritten === 0) return void socket.write(lengthAnswer('first'))
      socket.destroy()
    }
    const p = newPool()
    expect((await exchange(p, request('/a'))).body().toString()).toBe('first')
    const rec = recorder()
    const error = await failure(p.exchange('GET', request('/b'), rec.sink))
    expect(error.answered).toBe(false)
    expect(rec.calls).toEqual([])
    expect(upstream.connections).toHaveLength(2)
  })

  it('does not retry a new connection that closes before answering', async () => {
    upstream.script = (socket) => socket.destroy()
    const rec = recorder()
    const error = await failure(newPool().exchange('GET', request('/a'), rec.sink))
    expect(error.answered).toBe(false)
    expect(error.message).toMatch(/closed the connection before answering/)
    expect(rec.calls).toEqual([])
    expect(upstream.connections).toHaveLength(1)
  })

  it('rejects with answered false, naming the failure, when nothing listens at the socket path', async () => {
    const missing = join(dir, 'nobody-here.sock')
    const rec = recorder()
    const error = await failure(newPool(missing).exchange('GET', request('/a'), rec.sink))
    expect(error.answered).toBe(false)
    expect(error.message).toMatch(/ENOENT/)
    expect(error.message).toContain(missing)
    expect(rec.calls).toEqual([])
  })

  it('rejects with answered true when the upstream closes in the middle of a large body already partly passed on', async () => {
    const length = 1024 * 1024
    upstream.script = (socket) => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${length}\r\n\r\n`)
      socket.write(Buffer.alloc(600 * 1024, 'a'), () => socket.end())
    }
    const rec = recorder()
    const error = await failure(newPool().exchange('GET', request('/big'), rec.sink))
    expect(error.answered).toBe(true)
    expect(rec.calls[0]?.kind).toBe('start')
    expect(rec.calls.some((c) => c.complete)).toBe(false)
    expect(rec.body().length).toBeGreaterThanOrEqual(FLUSH_AT)
    expect(rec.body().length).toBeLessThanOrEqual(600 * 1024)
  })

  it('rejects with answered false when the upstream closes in the middle of a small body, before anything was passed on', async () => {
    upstream.script = (socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n0123456789', () => socket.end())
    }
    const rec = recorder()
    const error = await failure(newPool().exchange('GET', request('/small'), rec.sink))
    expect(error.answered).toBe(false)
    expect(rec.calls).toEqual([])
  })

  it('rejects with answered false when the upstream closes in the middle of the head', async () => {
    upstream.script = (socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Le', () => socket.end())
    }
    const rec = recorder()
    const error = await failure(newPool().exchange('GET', request('/a'), rec.sink))
    expect(error.answered).toBe(false)
    expect(rec.calls).toEqual([])
    expect(upstream.connections).toHaveLength(1)
  })

  it('rejects an answer it cannot read, and does not reuse that connection', async () => {
    upstream.script = (socket, { conn }) => {
      socket.write(conn === 0 ? 'NOT HTTP\r\n\r\n' : lengthAnswer('fine'))
    }
    const p = newPool()
    const rec = recorder()
    const error = await failure(p.exchange('GET', request('/a'), rec.sink))
    expect(error.answered).toBe(false)
    expect(error.message).toMatch(/bad status line/)
    expect((await exchange(p, request('/b'))).body().toString()).toBe('fine')
    expect(upstream.connections).toHaveLength(2)
  })

  it('does not reuse a connection whose answer said Connection: close', async () => {
    // The upstream leaves its side open: the pool must close it and not reuse it.
    upstream.script = (socket, { conn }) => {
      socket.write(lengthAnswer(`from ${conn}`, conn === 0 ? 'Connection: close\r\n' : ''))
    }
    const p = newPool()
    const first = await exchange(p, request('/a'))
    expectWellFormed(first.calls)
    expect(first.calls[0].head?.keepAlive).toBe(false)
    expect(first.body().toString()).toBe('from 0')
    await within(closed(upstream.connections[0]), 'the pool to close the connection')
    expect((await exchange(p, request('/b'))).body().toString()).toBe('from 1')
    expect(upstream.requests.map((r) => r.conn)).toEqual([0, 1])
  })

  it('does not reuse a connection that sent bytes past the end of its answer', async () => {
    upstream.script = (socket, { conn }) => {
      socket.write(Buffer.concat([lengthAnswer(`from ${conn}`), Buffer.from(conn === 0 ? 'HTTP/1.1 200 OK\r\n' : '')]))
    }
    const p = newPool()
    expect((await exchange(p, request('/a'))).body().toString()).toBe('from 0')
    expect((await exchange(p, request('/b'))).body().toString()).toBe('from 1')
    expect(upstream.connections).toHaveLength(2)
  })

  it('closes an idle connection that sends bytes nobody asked for, and answers the next exchange on another', async () => {
    const p = newPool()
    expect((await exchange(p, request('/a'))).body().toString()).toBe('ok')
    upstream.connections[0].write('HTTP/1.1 408 Request Timeout\r\nContent-Length: 0\r\n\r\n')
    await within(closed(upstream.connections[0]), 'the pool to close the connection')
    upstream.script = (socket) => socket.write(lengthAnswer('fresh'))
    expect((await exchange(p, request('/b'))).body().toString()).toBe('fresh')
    expect(upstream.requests.map((r) => r.conn)).toEqual([0, 1])
  })

  it('delivers a close-delimited answer whole when the upstream closes', async () => {
    const pieces = ['first part, ', 'second part, ', 'last part']
    upstream.script = (socket) => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n')
      let i = 0
      const next = () => {
        if (i === pieces.length) return void socket.end()
        socket.write(pieces[i++], () => setTimeout(next, 5))
      }
      next()
    }
    const p = newPool()
    const answer = await exchange(p, request('/a'))
    expect(answer.calls).toHaveLength(1)
    expectWellFormed(answer.calls)
    expect(answer.calls[0].head).toMatchObject({ framing: { kind: 'close' }, keepAlive: false })
    expect(answer.body().toString()).toBe(pieces.join(''))
    // That connection is gone: the next exchange opens another.
    upstream.script = (socket) => socket.write(lengthAnswer('again'))
    expect((await exchange(p, request('/b'))).body().toString()).toBe('again')
    expect(upstream.connections).toHaveLength(2)
  })

  it('streams a large chunked answer in several pieces that reassemble exactly', async () => {
    const pieces = Array.from({ length: 16 }, (_, i) => Buffer.alloc(64 * 1024, String.fromCharCode(97 + i)))
    const body = chunked(pieces)
    upstream.script = (socket) => {
      socket.write(CHUNKED_HEAD)
      // Write the body in uneven slices, so chunk frames straddle reads.
      let at = 0
      const next = () => {
        if (at >= body.length) return
        const slice = body.subarray(at, at + 50_000)
        at += slice.length
        socket.write(slice, next)
      }
      next()
    }
    const p = newPool()
    const answer = await exchange(p, request('/big'))
    expectWellFormed(answer.calls)
    expect(answer.calls.filter((c) => c.kind === 'more').length).toBeGreaterThanOrEqual(2)
    // Every piece before the last is at least the flush size.
    for (const call of answer.calls.slice(0, -1)) expect(call.body.length).toBeGreaterThanOrEqual(FLUSH_AT)
    expect(answer.body().equals(body)).toBe(true)
    // And the connection still serves the next exchange.
    upstream.script = (socket) => socket.write(lengthAnswer('after'))
    expect((await exchange(p, request('/next'))).body().toString()).toBe('after')
    expect(upstream.connections).toHaveLength(1)
  })

  it('close() destroys idle connections', async () => {
    const p = newPool()
    await exchange(p, request('/a'))
    await exchange(p, request('/b'))
    expect(upstream.connections).toHaveLength(1)
    p.close()
    await within(closed(upstream.connections[0]), 'the idle connection to close')
  })

  it('after close(), a connection whose exchange was in flight is closed instead of kept', async () => {
    let answer: (() => void) | undefined
    upstream.script = (socket) => {
      answer = () => socket.write(lengthAnswer('late'))
    }
    const p = newPool()
    const rec = recorder()
    const done = p.exchange('GET', request('/a'), rec.sink)
    await waitFor(() => answer !== undefined, 'the request to reach the upstream')
    p.close()
    answer!()
    await within(done, 'the exchange')
    expect(rec.body().toString()).toBe('late')
    await within(closed(upstream.connections[0]), 'the connection to close')
  })
})
