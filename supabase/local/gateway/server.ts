import http from 'node:http'
import net from 'node:net'
import type { Duplex } from 'node:stream'
import type { LocalConfig } from '../shared/config.ts'
import { HttpError, sendJson, type Request, type Response, type Service } from '../shared/http.ts'
import { closeProxyPools, proxyToPostgrest } from '../rest/proxy.ts'
import { answerPreflight, applyCors } from './cors.ts'
import { checkApiKey, KEY_OPEN_PREFIXES, KEY_PROTECTED_PREFIXES } from './api-key.ts'
import { readRestBody } from './rest-body.ts'
import { createRestFastPath, handOffTo } from './rest-fast-path.ts'

const TOO_MANY_CONNECTIONS_BODY = JSON.stringify({ message: 'Too many connections from this client' })
/** The answer to a client over its connection cap, before any of its bytes are read. */
const TOO_MANY_CONNECTIONS =
  'HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\nconnection: close\r\n' +
  `content-length: ${Buffer.byteLength(TOO_MANY_CONNECTIONS_BODY)}\r\n\r\n${TOO_MANY_CONNECTIONS_BODY}`

export interface Gateway {
  server: http.Server
  close(): Promise<void>
}

function matchPrefix(pathname: string, prefix: string): string | undefined {
  if (pathname === prefix) return '/'
  if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length)
  return undefined
}

/** One error handler for every service: known errors render as thrown, the rest as a 500 without internals. */
export function renderError(res: Response, error: unknown, log: (line: string) => void): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  if (error instanceof HttpError) {
    sendJson(res, error.status, error.body, error.headers)
    return
  }
  log(`internal error: ${(error as Error)?.stack ?? String(error)}`)
  sendJson(res, 500, { code: 500, message: 'Internal server error' })
}

export function startGateway(
  config: LocalConfig,
  restSocket: () => string,
  services: Service[],
  log: (line: string) => void,
): Promise<Gateway> {
  const route = async (req: Request, res: Response) => {
    applyCors(req, res)
    if (req.method === 'OPTIONS') return answerPreflight(req, res)
    const url = new URL(req.url ?? '/', config.apiUrl)
    if (url.pathname === '/health') return sendJson(res, 200, { status: 'ok' })
    const keyed = (prefixes: string[]) => prefixes.some((p) => matchPrefix(url.pathname, p) !== undefined)
    if (keyed(KEY_PROTECTED_PREFIXES) && !keyed(KEY_OPEN_PREFIXES)) {
      const key = checkApiKey(req, url, config)
      if (!key.ok) return sendJson(res, 401, { message: key.message })
    }
    // The client's address, as Supabase's gateway passes it: the database limits guests' attempts
    // and auth its verifications per client from X-Forwarded-For's first hop. Nothing is in front
    // of this gateway, so whatever the client sent under that name is replaced, not extended.
    req.headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown'
    const rest = matchPrefix(url.pathname, '/rest/v1')
    if (rest !== undefined) {
      // Supabase's gateway hides the key from PostgREST (key-auth `hide_credentials`), where an
      // `apikey` query parameter would read as a filter on a column of that name.
      url.searchParams.delete('apikey')
      const body = await readRestBody(req)
      return proxyToPostgrest(restSocket(), req, res, rest + url.search, body)
    }
    for (const service of services) {
      const sub = matchPrefix(url.pathname, service.prefix)
      if (sub === undefined) continue
      const inner = new URL(url)
      inner.pathname = sub
      return service.handle(req, res, inner)
    }
    sendJson(res, 404, { message: 'no Route matched with those values' })
  }

  const server = http.createServer(
    {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      route(req, res).catch((error) => renderError(res, error, log))
    },
  )
  server.keepAliveTimeout = 65_000
  // Node enforces those timeouts only on connections it tracks, and it starts tracking on
  // 'listening'; this server never listens itself (the front socket hands it connections).
  server.emit('listening')
  server.on('upgrade', (req: Request, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', config.apiUrl)
    for (const service of services) {
      const sub = matchPrefix(url.pathname, service.prefix)
      if (sub === undefined || !service.upgrade) continue
      const key = checkApiKey(req, url, config)
      if (!key.ok) {
        socket.end(
          `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\n\r\n${JSON.stringify({ message: key.message })}`,
        )
        return
      }
      const inner = new URL(url)
      inner.pathname = sub
      service.upgrade(req, socket, head, inner)
      return
    }
    socket.destroy()
  })
  // Connections arrive at the REST fast path; whatever it does not take, Node's server gets.
  const fastPath = createRestFastPath(config, restSocket, handOffTo(server))
  // Node's server tracks its connections only when it listens itself: these are ours to close.
  const sockets = new Set<net.Socket>()
  const perClient = new Map<string, number>()
  const front = net.createServer({ allowHalfOpen: true }, (socket) => {
    const client = socket.remoteAddress ?? 'unknown'
    const open = (perClient.get(client) ?? 0) + 1
    if (open > config.http.maxConnectionsPerClient) {
      socket.end(TOO_MANY_CONNECTIONS)
      socket.destroySoon()
      return
    }
    perClient.set(client, open)
    sockets.add(socket)
    socket.once('close', () => {
      sockets.delete(socket)
      const left = (perClient.get(client) ?? 1) - 1
      if (left > 0) perClient.set(client, left)
      else perClient.delete(client)
    })
    fastPath.serve(socket)
  })
  return new Promise((resolveStarted, reject) => {
    front.once('error', reject)
    front.listen(config.apiPort, config.host, () => {
      front.off('error', reject)
      resolveStarted({
        server,
        close: () =>
          new Promise<void>((done) => {
            fastPath.close()
            for (const socket of sockets) socket.destroy()
            front.close(() => closeProxyPools().then(done, done))
          }),
      })
    })
  })
}
