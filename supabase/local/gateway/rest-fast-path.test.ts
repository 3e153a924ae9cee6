import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FakeUpstream, WAIT_MS, within, type UpstreamRequest } from '../tests/support/fake-upstream.ts'
import { RawConnection, rawRequest, type RawResponse, type RequestOptions } from '../tests/support/raw-http.ts'
import { loadConfig } from '../shared/config.ts'
import { createRestFastPath, handOffTo, type RestFastPath } from './rest-fast-path.ts'

const config = loadConfig()
const ORIGIN = 'http://localhost:5173'

function answer(status: string, body: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
  })
  return `HTTP/1.1 ${status}\r\n${lines.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n${body}`
}

/** By default the fake PostgREST echoes the target. */
function echoTarget(socket: net.Socket, request: UpstreamRequest): void {
  socket.write(answer('200 OK', JSON.stringify({ target: request.target })))
}

function header(request: UpstreamRequest, name: string): string[] {
  return request.headers.filter(([n]) => n === name).map(([, v]) => v)
}

function field(response: RawResponse, name: string): string[] {
  return response.fields.filter(([n]) => n === name).map(([, v]) => v)
}

let dir: string
let socketPath: string
let upstream: FakeUpstream
let fastPath: RestFastPath
let front: net.Server
let handed: http.Server
let url: string
const clients = new Set<net.Socket>()
const opened: RawConnection[] = []

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rest-fast-path-test-'))
  socketPath = join(dir, 'postgrest.sock')
  upstream = new FakeUpstream(socketPath, echoTarget)
  await upstream.listen()
  // Node's HTTP server, not listening: it only gets the connections the fast path hands off.
  handed = http.createServer((req, res) => {
    req.resume()
    res.setHeader('content-type', 'text/plain')
    res.end(`handed: ${req.method} ${req.url}`)
  })
  fastPath = createRestFastPath(config, () => socketPath, handOffTo(handed))
  front = net.createServer({ allowHalfOpen: true }, (socket) => {
    clients.add(socket)
    socket.once('close', () => clients.delete(socket))
    fastPath.serve(socket)
  })
  await within(new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve)), 'the front to listen')
  url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
})

afterEach(async () => {
  for (const connection of opened.splice(0)) connection.destroy()
  fastPath.close()
  for (const socket of clients) socket.destroy()
  clients.clear()
  await within(new Promise<void>((resolve) => front.close(() => resolve())), 'the front to close')
  await upstream.close()
  rmSync(dir, { recursive: true, force: true })
})

async function connect(): Promise<RawConnection> {
  const connection = await RawConnection.open(url, WAIT_MS)
  opened.push(connection)
  return connection
}

function read(connection: RawConnection, method?: string): Promise<RawResponse> {
  return connection.readResponse({ method, timeoutMs: WAIT_MS })
}

function req(method: string, path: string, options: RequestOptions = {}): Buffer {
  return rawRequest(url, method, path, options)
}

const withKey = (headers: Record<string, string> = {}) => ({ apikey: config.anonKey, ...headers })

/** Sends one request on a new connection and reads its answer. */
async function send(method: string, path: string, options: RequestOptions = {}): Promise<RawResponse> {
  const connection = await connect()
  await connection.write(req(method, path, options))
  return read(connection, method)
}

function expectGatewayCors(response: RawResponse, origin: string): void {
  expect(field(response, 'access-control-allow-origin')).toEqual([origin])
  expect(field(response, 'access-control-allow-credentials')).toEqual(['true'])
  expect(field(response, 'access-control-expose-headers')).toHaveLength(1)
  expect(response.headers['access-control-expose-headers']).toContain('content-range')
}

describe('REST fast path', () => {
  it('forwards a keyed REST request to PostgREST and answers with its bytes and the gateway CORS headers', async () => {
    upstream.script = (socket) =>
      socket.write(
        answer('200 OK', '[{"id":1}]', {
          'Content-Range': '0-0/*',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Expose-Headers': 'x-upstream',
          Connection: 'keep-alive',
          'Keep-Alive': 'timeout=5',
        }),
      )
    const response = await send('GET', '/rest/v1/items?id=eq.1', {
      headers: withKey({ Origin: ORIGIN, Accept: 'application/json', Prefer: 'count=exact' }),
    })

    expect(upstream.requests).toHaveLength(1)
    const [forwarded] = upstream.requests
    expect(forwarded.line).toBe('GET /items?id=eq.1 HTTP/1.1')
    expect(header(forwarded, 'authorization')).toEqual([`Bearer ${config.anonKey}`])
    expect(header(forwarded, 'apikey')).toEqual([])
    expect(header(forwarded, 'host')).toHaveLength(1)
    expect(header(forwarded, 'accept')).toEqual(['application/json'])
    expect(header(forwarded, 'prefer')).toEqual(['count=exact'])
    expect(header(forwarded, 'origin')).toEqual([ORIGIN])

    expect(response.status).toBe(200)
    expect(response.text()).toBe('[{"id":1}]')
    expect(response.headers['content-range']).toBe('0-0/*')
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expectGatewayCors(response, ORIGIN)
    expect(response.headers['access-control-expose-headers']).not.toContain('x-upstream')
    expect(field(response, 'vary')).toEqual(['Origin'])
    expect(field(response, 'connection')).toEqual([])
    expect(field(response, 'keep-alive')).toEqual([])
  })

  it('answers with allow-origin * when the request has no Origin, and with the service-role key too', async () => {
    const response = await send('GET', '/rest/v1/items', { headers: { apikey: config.serviceRoleKey } })
    expect(response.status).toBe(200)
    expect(response.json()).toEqual({ target: '/items' })
    expectGatewayCors(response, '*')
    expect(header(upstream.requests[0], 'authorization')).toEqual([`Bearer ${config.serviceRoleKey}`])
  })

  it('forwards an existing Authorization header unchanged', async () => {
    const token = 'Bearer eyJ.user.token'
    const response = await send('GET', '/rest/v1/items', { headers: withKey({ Authorization: token }) })
    expect(response.status).toBe(200)
    expect(header(upstream.requests[0], 'authorization')).toEqual([token])
    expect(header(upstream.requests[0], 'apikey')).toEqual([])
  })

  it('maps /rest/v1 itself and /rest/v1?query to PostgREST root', async () => {
    expect((await send('GET', '/rest/v1', { headers: withKey() })).json()).toEqual({ target: '/' })
    expect((await send('GET', '/rest/v1/?select=a', { headers: withKey() })).json()).toEqual({ target: '/?select=a' })
    expect((await send('GET', '/rest/v1?select=a', { headers: withKey() })).json()).toEqual({ target: '/?select=a' })
  })

  it('passes a chunked answer through and answers HEAD with the head only', async () => {
    upstream.script = (socket, request) => {
      if (request.method === 'HEAD')
        return void socket.write(answer('200 OK', '').replace('Content-Length: 0', 'Content-Length: 42'))
      socket.write('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n[1,\r\n2\r\n2]\r\n0\r\n\r\n')
    }
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey() }))
    const chunked = await read(connection)
    expect(chunked.chunked).toBe(true)
    expect(chunked.text()).toBe('[1,2]')
    await connection.write(req('HEAD', '/rest/v1/items', { headers: withKey() }))
    const head = await read(connection, 'HEAD')
    expect(head.headers['content-length']).toBe('42')
    expect(head.body).toHaveLength(0)
    // The connection is still in step: a third request is answered.
    await connection.write(req('GET', '/rest/v1/third', { headers: withKey() }))
    expect((await read(connection)).headers['transfer-encoding']).toBe('chunked')
    expect(upstream.requests.map((r) => r.method)).toEqual(['GET', 'HEAD', 'GET'])
  })

  it('gives a close-delimited answer a Content-Length', async () => {
    upstream.script = (socket) => socket.end('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nall of it')
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey() }))
    const response = await read(connection)
    expect(response.headers['content-length']).toBe('9')
    expect(response.text()).toBe('all of it')
    // The client connection stays open for the next request.
    upstream.script = (socket) => socket.write(answer('200 OK', '"next"'))
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey() }))
    expect((await read(connection)).text()).toBe('"next"')
  })

  describe('hands to the general path, and PostgREST sees nothing of', () => {
    const cases: Array<[string, Buffer | (() => Buffer), string]> = [
      ['a request without apikey', () => req('GET', '/rest/v1/items'), 'handed: GET /rest/v1/items'],
      [
        'a request with a wrong apikey',
        () => req('GET', '/rest/v1/items', { headers: { apikey: 'wrong' } }),
        'handed: GET /rest/v1/items',
      ],
      [
        'a preflight (OPTIONS)',
        () => req('OPTIONS', '/rest/v1/items', { headers: withKey({ Origin: ORIGIN }) }),
        'handed: OPTIONS /rest/v1/items',
      ],
      [
        'another service',
        () => req('GET', '/auth/v1/settings', { headers: withKey() }),
        'handed: GET /auth/v1/settings',
      ],
      [
        'a dot segment',
        () => req('GET', '/rest/v1/../auth/v1/x', { headers: withKey() }),
        'handed: GET /rest/v1/../auth/v1/x',
      ],
      [
        'a single-dot segment',
        () => req('GET', '/rest/v1/./items', { headers: withKey() }),
        'handed: GET /rest/v1/./items',
      ],
      [
        'a chunked request body',
        () =>
          Buffer.concat([
            req('POST', '/rest/v1/items', { headers: withKey({ 'Transfer-Encoding': 'chunked' }) }),
            Buffer.from('2\r\n{}\r\n0\r\n\r\n'),
          ]),
        'handed: POST /rest/v1/items',
      ],
      [
        'Expect: 100-continue',
        () => req('POST', '/rest/v1/items', { headers: withKey({ Expect: '100-continue' }), body: '{}' }),
        'handed: POST /rest/v1/items',
      ],
      [
        'an apikey in the query',
        () => req('GET', `/rest/v1/items?apikey=${config.anonKey}`),
        `handed: GET /rest/v1/items?apikey=${config.anonKey}`,
      ],
      [
        'an apikey in the query beside the header',
        () => req('GET', `/rest/v1/items?select=id&APIKEY=${config.anonKey}`, { headers: withKey() }),
        `handed: GET /rest/v1/items?select=id&APIKEY=${config.anonKey}`,
      ],
      [
        'HTTP/1.0',
        () => Buffer.from(`GET /rest/v1/items HTTP/1.0\r\nHost: x\r\napikey: ${config.anonKey}\r\n\r\n`),
        'handed: GET /rest/v1/items',
      ],
      [
        'a body over 1 MB (announced by its Content-Length alone)',
        () => req('POST', '/rest/v1/items', { headers: withKey({ 'Content-Length': String(1024 * 1024 + 1) }) }),
        'handed: POST /rest/v1/items',
      ],
      [
        'a body of JSON nested deeper than 1,000 levels',
        () =>
          req('POST', '/rest/v1/rpc/f', {
            headers: withKey({ 'Content-Type': 'application/json' }),
            body: `{"p":${'['.repeat(1001)}${']'.repeat(1001)}}`,
          }),
        'handed: POST /rest/v1/rpc/f',
      ],
      [
        'duplicate apikey headers',
        () =>
          Buffer.from(
            `GET /rest/v1/items HTTP/1.1\r\nHost: x\r\napikey: ${config.anonKey}\r\napikey: ${config.anonKey}\r\n\r\n`,
          ),
        'handed: GET /rest/v1/items',
      ],
      [
        'an unsupported method',
        () => req('TRACE', '/rest/v1/items', { headers: withKey() }),
        'handed: TRACE /rest/v1/items',
      ],
      ['a prefix look-alike', () => req('GET', '/rest/v1items', { headers: withKey() }), 'handed: GET /rest/v1items'],
    ]
    it.each(cases)('%s', async (_, bytes, expected) => {
      const connection = await connect()
      await connection.write(typeof bytes === 'function' ? bytes() : bytes)
      const response = await read(connection)
      expect(response.text()).toBe(expected)
      expect(upstream.requests).toEqual([])
      expect(upstream.connections).toEqual([])
    })
  })

  it('does not let %2e%2e escape PostgREST: the request is handed off or reaches PostgREST with that segment intact', async () => {
    for (const dots of ['%2e%2e', '%2E%2e', '.%2e']) {
      const path = `/rest/v1/${dots}/auth/v1/x`
      const before = upstream.requests.length
      const response = await send('GET', path, { headers: withKey() })
      if (response.text().startsWith('handed: ')) {
        expect(response.text()).toBe(`handed: GET ${path}`)
        expect(upstream.requests).toHaveLength(before)
      } else {
        // Forwarded: only PostgREST got it, and with the encoded segment as sent, below its root.
        expect(upstream.requests).toHaveLength(before + 1)
        expect(upstream.requests[before].target).toBe(`/${dots}/auth/v1/x`)
        expect(response.json()).toEqual({ target: `/${dots}/auth/v1/x` })
      }
    }
  })

  it('answers a REST request, then hands the connection off at a non-REST one and leaves it there', async () => {
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/first', { headers: withKey() }))
    expect((await read(connection)).json()).toEqual({ target: '/first' })
    await connection.write(req('GET', '/auth/v1/settings', { headers: withKey() }))
    expect((await read(connection)).text()).toBe('handed: GET /auth/v1/settings')
    await connection.write(req('GET', '/rest/v1/third', { headers: withKey() }))
    expect((await read(connection)).text()).toBe('handed: GET /rest/v1/third')
    expect(upstream.requests.map((r) => r.target)).toEqual(['/first'])
  })

  it('answers the same sequence written in one piece, in order', async () => {
    const connection = await connect()
    await connection.write(
      Buffer.concat([
        req('GET', '/rest/v1/first', { headers: withKey() }),
        req('GET', '/auth/v1/settings', { headers: withKey() }),
        req('GET', '/rest/v1/third', { headers: withKey() }),
      ]),
    )
    expect((await read(connection)).json()).toEqual({ target: '/first' })
    expect((await read(connection)).text()).toBe('handed: GET /auth/v1/settings')
    expect((await read(connection)).text()).toBe('handed: GET /rest/v1/third')
    expect(upstream.requests.map((r) => r.target)).toEqual(['/first'])
  })

  it('forwards a POST whose body arrives in pieces after the head as one whole request', async () => {
    upstream.script = (socket, request) => socket.write(answer('201 Created', request.body.toString('utf8')))
    const body = JSON.stringify({ name: 'café', list: [1, 2, 3], text: 'x'.repeat(5000) })
    const bytes = req('POST', '/rest/v1/items', {
      headers: withKey({ 'Content-Type': 'application/json', Prefer: 'return=representation' }),
      body,
    })
    const headEnd = bytes.indexOf('\r\n\r\n') + 4
    const connection = await connect()
    await connection.writeInPieces([
      bytes.subarray(0, headEnd),
      bytes.subarray(headEnd, headEnd + 10),
      bytes.subarray(headEnd + 10, headEnd + 3000),
      bytes.subarray(headEnd + 3000),
    ])
    const response = await read(connection)
    expect(response.status).toBe(201)
    expect(response.text()).toBe(body)
    expect(upstream.requests).toHaveLength(1)
    const [forwarded] = upstream.requests
    expect(forwarded.line).toBe('POST /items HTTP/1.1')
    expect(header(forwarded, 'content-length')).toEqual([String(Buffer.byteLength(body))])
    expect(forwarded.body.toString('utf8')).toBe(body)
  })

  it('sends PostgREST the body length it framed, whatever zeros the client padded it with', async () => {
    upstream.script = (socket, request) => socket.write(answer('201 Created', request.body.toString('utf8')))
    const connection = await connect()
    const head = `POST /rest/v1/items HTTP/1.1\r\nHost: x\r\napikey: ${config.anonKey}\r\nContent-Length: 0005\r\n\r\n`
    await connection.write(`${head}[1,2]`)
    const response = await read(connection)
    expect(response.status).toBe(201)
    expect(response.text()).toBe('[1,2]')
    expect(header(upstream.requests[0], 'content-length')).toEqual(['5'])
  })

  it('also waits for a head that arrives in pieces', async () => {
    const bytes = req('GET', '/rest/v1/items?id=eq.7', { headers: withKey() })
    const connection = await connect()
    await connection.writeInPieces([
      bytes.subarray(0, 5),
      bytes.subarray(5, 40),
      bytes.subarray(40, bytes.length - 1),
      bytes.subarray(bytes.length - 1),
    ])
    expect((await read(connection)).json()).toEqual({ target: '/items?id=eq.7' })
  })

  it('answers pipelined REST requests written in one piece, in order', async () => {
    const targets = ['/a', '/b?x=eq.1', '/c', '/d']
    const connection = await connect()
    await connection.write(
      Buffer.concat([
        ...targets.slice(0, 3).map((t) => req('GET', `/rest/v1${t}`, { headers: withKey() })),
        req('POST', '/rest/v1/d', { headers: withKey(), body: '{"d":1}' }),
      ]),
    )
    for (const target of targets) expect((await read(connection)).json()).toEqual({ target })
    expect(upstream.requests.map((r) => r.target)).toEqual(targets)
    expect(upstream.requests[3].body.toString()).toBe('{"d":1}')
  })

  it('answers 503 with CORS headers when PostgREST is not there, and keeps the connection usable', async () => {
    await upstream.close()
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey({ Origin: ORIGIN }) }))
    const unavailable = await read(connection)
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers['content-type']).toBe('application/json')
    expect(unavailable.json()).toMatchObject({ message: 'REST API unavailable', details: expect.any(String) })
    expectGatewayCors(unavailable, ORIGIN)

    // PostgREST comes (back) at the same path: the same connection now gets its answer.
    upstream = new FakeUpstream(socketPath, echoTarget)
    await upstream.listen()
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey() }))
    const response = await read(connection)
    expect(response.status).toBe(200)
    expect(response.json()).toEqual({ target: '/items' })
  })

  it('closes the client connection when PostgREST fails after part of its answer went out', async () => {
    const length = 1024 * 1024
    upstream.script = (socket) => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${length}\r\n\r\n`)
      socket.write(Buffer.alloc(600 * 1024, 'a'), () => socket.end())
    }
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/big', { headers: withKey() }))
    await within(connection.closed, 'the client connection to close')
    // What arrived is the head and part of the body, not a whole answer (nor a 503 after it).
    const received = connection.unread.toString('latin1')
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(received).not.toContain('503')
    expect(connection.unread.length).toBeLessThan(length)
  })

  it('ends the connection after answering a request with Connection: close', async () => {
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey({ Connection: 'close' }) }))
    const response = await read(connection)
    expect(response.json()).toEqual({ target: '/items' })
    expect(response.headers.connection).toBe('close')
    await connection.waitForServerClose(WAIT_MS)
    expect(header(upstream.requests[0], 'connection')).toEqual([])
  })

  it('answers a request from a client that half-closes right after writing it', async () => {
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey() }))
    connection.end()
    expect((await read(connection)).json()).toEqual({ target: '/items' })
    await connection.waitForServerClose(WAIT_MS)
  })

  it('answers pipelined REST requests from a client that half-closes right after writing them', async () => {
    const connection = await connect()
    await connection.write(
      Buffer.concat([
        req('GET', '/rest/v1/a', { headers: withKey() }),
        req('GET', '/rest/v1/b', { headers: withKey() }),
      ]),
    )
    connection.end()
    expect((await read(connection)).json()).toEqual({ target: '/a' })
    expect((await read(connection)).json()).toEqual({ target: '/b' })
    await connection.waitForServerClose(WAIT_MS)
  })

  // The handed-off request is read after the fast path has already seen the client's FIN ('end').
  it('answers a REST request and a handed-off one from a client that half-closes right after writing them', async () => {
    const connection = await connect()
    await connection.write(
      Buffer.concat([
        req('GET', '/rest/v1/a', { headers: withKey() }),
        req('GET', '/auth/v1/settings', { headers: withKey() }),
      ]),
    )
    connection.end()
    expect((await read(connection)).json()).toEqual({ target: '/a' })
    expect((await read(connection)).text()).toBe('handed: GET /auth/v1/settings')
  })

  it('close() destroys the client connections it holds', async () => {
    const connection = await connect()
    await connection.write(req('GET', '/rest/v1/items', { headers: withKey() }))
    await read(connection)
    fastPath.close()
    await within(connection.closed, 'the client connection to close')
  })
})
