import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../shared/config.ts'
import { env } from '../../testing/clients.ts'

// Each case is an attack that used to succeed against the local server (issue: slow headers kept
// connections for 321 s; any website could read the inbox's sign-in links).
const defaults = loadConfig().http
const sockets: net.Socket[] = []
afterAll(() => sockets.forEach((socket) => socket.destroy()))

function connect(url: string, localAddress = '127.0.0.1'): Promise<net.Socket> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress }, () => resolve(socket))
    socket.once('error', reject)
    sockets.push(socket)
  })
}

/** Everything the server sends until it closes the connection, and how long that took. */
function untilClosed(socket: net.Socket, timeoutMs: number): Promise<{ text: string; closed: boolean; ms: number }> {
  const started = Date.now()
  let text = ''
  socket.on('data', (chunk) => (text += chunk.toString('latin1')))
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ text, closed: false, ms: Date.now() - started }), timeoutMs)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve({ text, closed: true, ms: Date.now() - started })
    })
  })
}

/** Sends a request head one header line every 400 ms, never finishing it. */
function trickle(socket: net.Socket, firstLines: string): () => void {
  socket.write(firstLines)
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(`x-slow-${Date.now()}: 1\r\n`)
  }, 400)
  return () => clearInterval(timer)
}

describe('the gateway under slow and many connections', () => {
  it('answers 408 and closes a connection whose request head trickles in (REST fast path and Node server)', async () => {
    const fast = await connect(env().apiUrl)
    const stopFast = trickle(fast, `GET /rest/v1/events HTTP/1.1\r\nhost: x\r\napikey: ${env().anonKey}\r\n`)

    // A kept-alive connection that Node's server owns after a first complete request.
    const kept = await connect(env().apiUrl)
    kept.write('GET /auth/v1/health HTTP/1.1\r\nhost: x\r\n\r\n')
    await new Promise<void>((resolve) => kept.once('data', () => resolve()))
    const stopKept = trickle(kept, 'GET /auth/v1/health HTTP/1.1\r\nhost: x\r\n')

    const limit = defaults.headersTimeoutMs + 5_000
    const [a, b] = await Promise.all([untilClosed(fast, limit), untilClosed(kept, limit)])
    stopFast()
    stopKept()
    for (const result of [a, b]) {
      expect(result.closed).toBe(true)
      expect(result.text).toContain('408 Request Timeout')
    }
  }, 30_000)

  it(`refuses a client's connection over ${defaults.maxConnectionsPerClient} open at once, and not another client's`, async () => {
    // A client address of its own (any 127.x address reaches loopback), so the suite's own
    // connections from 127.0.0.1 are not counted.
    const flood = await Promise.all(
      Array.from({ length: defaults.maxConnectionsPerClient }, () => connect(env().apiUrl, '127.0.0.9')),
    )
    const over = await connect(env().apiUrl, '127.0.0.9')
    const refused = await untilClosed(over, 5_000)
    expect(refused.closed).toBe(true)
    expect(refused.text).toMatch(/^HTTP\/1\.1 429 Too Many Requests/)

    const other = await fetch(`${env().apiUrl}/health`)
    expect(other.status).toBe(200)

    flood[0].destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const again = await connect(env().apiUrl, '127.0.0.9')
    again.write('GET /health HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n')
    expect((await untilClosed(again, 5_000)).text).toMatch(/^HTTP\/1\.1 200/)
    flood.forEach((socket) => socket.destroy())
  })
})

describe('the mail inbox', () => {
  it('sends no CORS headers, so another origin cannot read sign-in links', async () => {
    const r = await fetch(`${env().inboxUrl}/api/v1/messages`, { headers: { origin: 'https://evil.example' } })
    expect(r.status).toBe(200)
    expect(r.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers only its loopback names (a rebound DNS name gets nothing)', async () => {
    const socket = await connect(env().inboxUrl)
    socket.write('GET /api/v1/messages HTTP/1.1\r\nhost: evil.example:54324\r\nconnection: close\r\n\r\n')
    expect((await untilClosed(socket, 5_000)).text).toMatch(/^HTTP\/1\.1 403/)
  })
})
