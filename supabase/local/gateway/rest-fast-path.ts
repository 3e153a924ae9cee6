import type net from 'node:net'
import type { LocalConfig } from '../shared/config.ts'
import { hasToken, INCOMPLETE, parseRequestHead, UNSUPPORTED, type RequestHead, type ResponseHead } from '../shared/http-wire.ts'
import { HOP_BY_HOP } from '../rest/proxy.ts'
import { UpstreamError, UpstreamPool } from '../rest/upstream.ts'
import { corsHeaders } from './cors.ts'

/**
 * The gateway's REST fast path. Most of what the app sends is `/rest/v1` with a valid key, and
 * through Node's HTTP server and client each such request cost about as much CPU as PostgREST
 * spent answering it. Here the request head is read once, checked, rewritten and sent to
 * PostgREST with its body in one write; the answer's bytes come back as they are, with the
 * gateway's CORS headers added. Anything else — other services, preflights, a missing or wrong
 * key, chunked or large bodies, odd syntax — hands the connection to Node's HTTP server, which
 * answers it exactly as before, errors included.
 */

// RFC 3986 path and query characters; anything else (or a dot segment) takes the general path,
// which normalises the URL first.
const REST_TARGET = /^\/rest\/v1(\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*)?(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/
const DOT_SEGMENT = /\/\.\.?(\/|\?|$)/
// A key in the query is hidden from PostgREST by the general path.
const KEY_IN_QUERY = /[?&]apikey=/i
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'])
const MAX_BODY = 1024 * 1024
const KEEP_ALIVE_MS = 65_000
const EMPTY: Buffer = Buffer.alloc(0)

interface RestRequest {
  method: string
  /** Head and body as PostgREST receives them. */
  payload: Buffer
  bodyLength: number
  origin: string | undefined
  close: boolean
}

/** The request as PostgREST gets it, or undefined when the general path must take it. */
function restRequest(head: RequestHead, pending: Buffer, config: LocalConfig): RestRequest | 'wait' | undefined {
  const { target } = head
  if (!METHODS.has(head.method) || !REST_TARGET.test(target) || DOT_SEGMENT.test(target) || KEY_IN_QUERY.test(target)) return undefined
  const seen = new Map<string, string>()
  const forwarded: string[] = []
  for (const [name, value] of head.headers) {
    if (name === 'transfer-encoding' || name === 'expect' || name === 'upgrade') return undefined
    if (name === 'apikey' || name === 'authorization' || name === 'content-length' || name === 'host' || name === 'origin') {
      if (seen.has(name)) return undefined
      seen.set(name, value)
    }
    if (!HOP_BY_HOP.has(name)) forwarded.push(`${name}: ${value}`)
  }
  const key = seen.get('apikey')
  if (!seen.has('host') || (key !== config.anonKey && key !== config.serviceRoleKey)) return undefined
  const lengthText = seen.get('content-length') ?? '0'
  if (!/^\d{1,8}$/.test(lengthText) || Number(lengthText) > MAX_BODY) return undefined
  const bodyLength = Number(lengthText)
  if (pending.length < head.bodyStart + bodyLength) return 'wait'
  // As Supabase's gateway: the key stands in for a missing bearer token.
  if (!seen.has('authorization')) forwarded.push(`authorization: Bearer ${key}`)
  const path = target.slice('/rest/v1'.length)
  const text = `${head.method} ${path.startsWith('/') ? path : `/${path}`} HTTP/1.1\r\nhost: localhost\r\n${forwarded.join('\r\n')}\r\n\r\n`
  const body = pending.subarray(head.bodyStart, head.bodyStart + bodyLength)
  return {
    method: head.method,
    payload: bodyLength ? Buffer.concat([Buffer.from(text, 'latin1'), body]) : Buffer.from(text, 'latin1'),
    bodyLength,
    origin: seen.get('origin'),
    close: hasToken(head.headers.find(([n]) => n === 'connection')?.[1], 'close'),
  }
}

/** PostgREST's answer head with its own connection headers dropped and the gateway's added. */
function answerHead(head: ResponseHead, request: RestRequest, closeDelimitedLength?: number): Buffer {
  const lines: string[] = []
  for (const line of head.lines) {
    const name = line.slice(0, line.indexOf(':')).toLowerCase()
    // PostgREST's own CORS answer gives way to the gateway's, as Kong's cors plugin does.
    if (name !== 'connection' && name !== 'keep-alive' && !name.startsWith('access-control-')) lines.push(line)
  }
  // PostgREST sends no Vary of its own today; if it ever does, its value stands.
  for (const [name, value] of corsHeaders(request.origin)) if (!(name === 'vary' && head.names.has(name))) lines.push(`${name}: ${value}`)
  if (closeDelimitedLength !== undefined) lines.push(`content-length: ${closeDelimitedLength}`)
  if (request.close) lines.push('connection: close')
  return Buffer.from(`${head.statusLine}\r\n${lines.join('\r\n')}\r\n\r\n`, 'latin1')
}

function unavailableAnswer(request: RestRequest, error: Error): Buffer {
  const body = JSON.stringify({ message: 'REST API unavailable', details: error.message })
  const lines = [
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    ...corsHeaders(request.origin).map(([n, v]) => `${n}: ${v}`),
    ...(request.close ? ['connection: close'] : []),
  ]
  return Buffer.from(`HTTP/1.1 503 Service Unavailable\r\n${lines.join('\r\n')}\r\n\r\n${body}`)
}

export interface RestFastPath {
  /** Takes a new client connection. */
  serve(socket: net.Socket): void
  close(): void
}

/**
 * `handOff` gives a connection, with the bytes read but not handled, to Node's HTTP server; the
 * connection stays there from then on.
 */
export function createRestFastPath(
  config: LocalConfig,
  restSocket: () => string,
  handOff: (socket: net.Socket, unread: Buffer) => void,
): RestFastPath {
  const upstream = new UpstreamPool(restSocket)
  const connections = new Set<net.Socket>()

  const serve = (socket: net.Socket) => {
    connections.add(socket)
    let pending: Buffer = EMPTY
    let busy = false
    // The client has sent all it will (half-close): answer what is in flight, then end.
    let ended = false

    const onData = (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      if (!busy) next()
    }
    const onTimeout = () => {
      if (!busy) socket.destroy()
    }
    const onEnd = () => {
      ended = true
      if (!busy) socket.end()
    }
    const onError = () => socket.destroy()
    const forget = () => connections.delete(socket)
    const leave = () => {
      socket.off('data', onData)
      socket.off('end', onEnd)
      socket.off('error', onError)
      socket.off('timeout', onTimeout)
      socket.off('close', forget)
      socket.setTimeout(0)
      connections.delete(socket)
      const unread = pending
      pending = EMPTY
      handOff(socket, unread)
    }

    const next = (): void => {
      if (!pending.length || socket.destroyed) return
      const head = parseRequestHead(pending)
      if (head === INCOMPLETE) return
      if (head === UNSUPPORTED) return leave()
      const request = restRequest(head, pending, config)
      if (request === 'wait') return
      if (!request) return leave()
      const rest = pending.subarray(head.bodyStart + request.bodyLength)
      pending = rest.length ? rest : EMPTY
      busy = true
      const write = (bytes: Buffer) => {
        if (!socket.destroyed) socket.write(bytes)
      }
      const done = () => {
        busy = false
        if (request.close) return void socket.end()
        next()
        if (!busy && ended && connections.has(socket)) socket.end()
      }
      upstream
        .exchange(request.method, request.payload, {
          start(answer, body, complete) {
            const closeDelimited = answer.framing.kind === 'close' ? body.length : undefined
            write(body.length ? Buffer.concat([answerHead(answer, request, closeDelimited), body]) : answerHead(answer, request, closeDelimited))
            if (complete) done()
          },
          more(body, complete) {
            if (body.length) write(body)
            if (complete) done()
          },
        })
        .catch((error: UpstreamError) => {
          if (error.answered) return void socket.destroy()
          write(unavailableAnswer(request, error))
          done()
        })
    }

    socket.setNoDelay(true)
    socket.setTimeout(KEEP_ALIVE_MS)
    socket.on('timeout', onTimeout)
    socket.on('error', onError)
    socket.on('end', onEnd)
    socket.on('close', forget)
    socket.on('data', onData)
  }

  return {
    serve,
    close() {
      for (const socket of connections) socket.destroy()
      connections.clear()
      upstream.close()
    },
  }
}
