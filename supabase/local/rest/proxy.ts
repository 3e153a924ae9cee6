import http from 'node:http'
import type { Request, Response } from '../shared/http.ts'

const agents = new Map<string, http.Agent>()

// Hop-by-hop headers are the proxy's own business, not to be forwarded (RFC 9110 §7.6.1).
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'apikey',
  'te',
  'trailer',
])

function withoutHopByHop(headers: http.IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value
  }
  return out
}

function unavailable(res: Response, error: Error): void {
  if (res.headersSent) return void res.destroy()
  res.writeHead(503, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ message: 'REST API unavailable', details: error.message }))
}

/**
 * Sends a request to PostgREST on its Unix socket and its answer back unchanged: `/rest/v1/x` → `/x`.
 * `body` is the request's body as the gateway read and checked it (gateway/rest-body.ts).
 */
export function proxyToPostgrest(
  socketPath: string,
  req: Request,
  res: Response,
  path: string,
  body: Buffer,
): Promise<void> {
  let agent = agents.get(socketPath)
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
    agents.set(socketPath, agent)
  }
  return new Promise((done) => {
    // Framed by the length read, whatever framing (chunked or not) the client used.
    const headers = { ...withoutHopByHop(req.headers), 'content-length': String(body.length) }
    const upstream = http.request({ socketPath, agent, path, method: req.method, headers }, (answer) => {
      // Answers are buffered and sent with their headers in one write: each socket write is a
      // costly system call here, and PostgREST's answers are small (max_rows bounds them).
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        const headers = withoutHopByHop(answer.headers)
        // The gateway's CORS headers (already set) speak for every service, as Kong's cors plugin does.
        for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name]
        // A 204 or 304 carries no body and must not announce one (RFC 9110 §8.6).
        if (answer.statusCode !== 204 && answer.statusCode !== 304) headers['content-length'] = String(body.length)
        res.writeHead(answer.statusCode ?? 502, headers)
        res.end(body)
        done()
      })
      answer.on('error', (error) => {
        unavailable(res, error)
        done()
      })
    })
    upstream.on('error', (error) => {
      unavailable(res, error)
      done()
    })
    upstream.end(body)
  })
}

export async function closeProxyPools(): Promise<void> {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}
