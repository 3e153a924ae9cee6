import type http from 'node:http'
import type net from 'node:net'
import type { LocalConfig } from '../shared/config.ts'
import {
  hasToken,
  INCOMPLETE,
  parseRequestHead,
  UNSUPPORTED,
  type RequestHead,
  type ResponseHead,
} from '../shared/http-wire.ts'
import { nestsTooDeep } from '../shared/json-depth.ts'
import { HOP_BY_HOP } from '../rest/proxy.ts'
import { UpstreamError, UpstreamPool } from '../rest/upstream.ts'
import { corsHeaders } from './cors.ts'

/**
 * The gateway's REST fast path. Most of what the app sends is `/rest/v1` with a valid key, and
 * through Node's HTTP server and client each such request cost the gateway about half the CPU
 * PostgREST spent answering it (`npm run bench` compares the two paths). Here the request head is read once, checked, rewritten and sent to
 * PostgREST with its body in one write; the answer's bytes come back as they are, with the
 * gateway's CORS headers added. Anything else — other services, preflights, a missing or wrong
 * key, chunked, large or too deeply nested bodies, odd syntax — hands the connection to Node's
 * HTTP server, which answers it exactly as before, errors included.
 */

// RFC 3986 path and query characters; anything else (or a dot segment) takes the general path,
// which normalises the URL first.
const REST_TARGET = /^\/rest\/v1(\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*)?(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/
const DOT_SEGMENT = /\/\.\.?(\/|\?|$)/
// A key in the query is hidden from PostgREST by the general path.
const KEY_IN_QUERY = /[?&]apikey=/i
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'])
// Larger bodies (rare: the REST limit is REST_BODY_LIMIT, gateway/rest-body.ts) take the general
// path, which reads them in pieces rather than holding them here.
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
function restRequest(
  head: RequestHead,
  pending: Buffer,
  config: LocalConfig,
  peer: string | undefined,
): RestRequest | 'wait' | undefined {
  const { target } = head
  if (!METHODS.has(head.method) || !REST_TARGET.test(target) || DOT_SEGMENT.test(target) || KEY_IN_QUERY.test(target))
    return undefined
  let key: string | undefined
  let authorization = false
  let host = false
  let origin: string | undefined
  let lengthText: string | undefined
  let close = false
  let forwarded = ''
  for (const [name, value] of head.headers) {
    switch (name) {
      case 'transfer-encoding':
      case 'expect':
      case 'upgrade':
        return undefined
      case 'apikey':
        if (key !== undefined) return undefined
        key = value
        continue
      case 'host':
        if (host) return undefined
        host = true
        continue
      case 'content-length':
        // Sent on as the number this path framed the body with, so PostgREST cannot read it otherwise.
        if (lengthText !== undefined) return undefined
        lengthText = value
        continue
      case 'authorization':
        if (authorization) return undefined
        authorization = true
        break
      case 'origin':
        if (origin !== undefined) return undefined
        origin = value
        break
      case 'connection':
        close = hasToken(value, 'close')
        continue
      case 'x-forwarded-for':
        // Replaced below by the peer, as the general path does: this gateway is the first hop.
        continue
    }
    if (!HOP_BY_HOP.has(name)) forwarded += `${name}: ${value}\r\n`
  }
  if (!host || (key !== config.anonKey && key !== config.serviceRoleKey)) return undefined
  if (lengthText !== undefined && !/^\d{1,8}$/.test(lengthText)) return undefined
  const bodyLength = Number(lengthText ?? 0)
  if (bodyLength > MAX_BODY) return undefined
  if (pending.length < head.bodyStart + bodyLength) return 'wait'
  // JSON nested too deeply never reaches PostgREST; the general path answers it (rest-body.ts).
  if (bodyLength > 0 && nestsTooDeep(pending.subarray(head.bodyStart, head.bodyStart + bodyLength))) return undefined
  if (lengthText !== undefined) forwarded += `content-length: ${bodyLength}\r\n`
  // As Supabase's gateway: the key stands in for a missing bearer token.
  if (!authorization) forwarded += `authorization: Bearer ${key}\r\n`
  forwarded += `x-forwarded-for: ${peer ?? 'unknown'}\r\n`
  const path = target.slice('/rest/v1'.length)
  const text = `${head.method} ${path.startsWith('/') ? path : `/${path}`} HTTP/1.1\r\nhost: localhost\r\n${forwarded}\r\n`
  const payload = Buffer.allocUnsafe(Buffer.byteLength(text, 'latin1') + bodyLength)
  const written = payload.write(text, 'latin1')
  pending.copy(payload, written, head.bodyStart, head.bodyStart + bodyLength)
  return { method: head.method, payload, bodyLength, origin, close }
}

// Headers of PostgREST's answer that the gateway replaces: its connection management, and its
// own CORS answer, which gives way to the gateway's as Kong's cors plugin does.
const REPLACED_HEADER = /^(?:connection|keep-alive|access-control-[a-z-]*)[ \t]*:/im
const VARY = /^vary[ \t]*:/im

/** PostgREST's answer head with its own connection and CORS headers swapped for the gateway's. */
function answerHead(head: ResponseHead, request: RestRequest, closeDelimitedLength?: number): string {
  let text = head.text
  if (REPLACED_HEADER.test(text)) {
    text = text
      .split('\r\n')
      .filter((line, i) => i === 0 || !REPLACED_HEADER.test(line))
      .join('\r\n')
  }
  // PostgREST sends no Vary of its own today; if it ever does, its value stands.
  const keepVary = VARY.test(text)
  for (const [name, value] of corsHeaders(request.origin))
    if (!(keepVary && name === 'vary')) text += `\r\n${name}: ${value}`
  if (closeDelimitedLength !== undefined) text += `\r\ncontent-length: ${closeDelimitedLength}`
  if (request.close) text += '\r\nconnection: close'
  return `${text}\r\n\r\n`
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

/** Gives connections to Node's HTTP server `server` (which need not listen itself). */
export function handOffTo(server: http.Server) {
  return (socket: net.Socket, unread: Buffer, ended: boolean): void => {
    if (!ended) {
      if (unread.length) socket.unshift(unread)
      server.emit('connection', socket)
      return
    }
    // The stream has already emitted its end and cannot take bytes back: replay both to the
    // listeners Node's server has just added.
    server.emit('connection', socket)
    if (unread.length) socket.emit('data', unread)
    socket.emit('end')
  }
}

export interface RestFastPath {
  /** Takes a new client connection. */
  serve(socket: net.Socket): void
  close(): void
}

/**
 * `handOff` gives a connection, with the bytes read but not handled, to Node's HTTP server; the
 * connection stays there from then on. `ended`: the client's half-close was already read.
 */
export function createRestFastPath(
  config: LocalConfig,
  restSocket: () => string,
  handOff: (socket: net.Socket, unread: Buffer, ended: boolean) => void,
): RestFastPath {
  const upstream = new UpstreamPool(restSocket)
  const connections = new Set<net.Socket>()

  const serve = (socket: net.Socket) => {
    connections.add(socket)
    let pending: Buffer = EMPTY
    let busy = false
    // The client has sent all it will (half-close): answer what came, then end.
    let ended = false

    // A request's head must arrive within headersTimeoutMs and the whole request within
    // requestTimeoutMs of its first byte, however slowly it trickles in (the idle timeout alone
    // restarts with every byte); Node's server answers the same 408 on the connections it takes.
    let requestStart: number | undefined
    let deadline: NodeJS.Timeout | undefined
    const armDeadline = (limitMs: number) => {
      requestStart ??= Date.now()
      clearTimeout(deadline)
      deadline = setTimeout(onRequestTimeout, Math.max(0, requestStart + limitMs - Date.now()))
    }
    const endRequestDeadline = () => {
      clearTimeout(deadline)
      deadline = undefined
      requestStart = undefined
    }
    const onRequestTimeout = () => {
      if (socket.destroyed) return
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n')
      socket.destroySoon()
    }
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
      endRequestDeadline()
      connections.delete(socket)
      const unread = pending
      pending = EMPTY
      handOff(socket, unread, ended)
    }

    const next = (): void => {
      if (!pending.length || socket.destroyed) return
      const head = parseRequestHead(pending)
      if (head === INCOMPLETE) return armDeadline(config.http.headersTimeoutMs)
      if (head === UNSUPPORTED) return leave()
      const request = restRequest(head, pending, config, socket.remoteAddress)
      if (request === 'wait') return armDeadline(config.http.requestTimeoutMs)
      if (!request) return leave()
      endRequestDeadline()
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
            const head = answerHead(answer, request, answer.framing.kind === 'close' ? body.length : undefined)
            // One write for head and body: each write is a system call, the larger part of the cost here.
            const out = Buffer.allocUnsafe(head.length + body.length)
            body.copy(out, out.write(head, 'latin1'))
            write(out)
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
    socket.on('close', endRequestDeadline)
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
