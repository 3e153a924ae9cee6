import { Pool } from 'undici'
import type { Request, Response } from '../shared/http.ts'

const pools = new Map<string, Pool>()

// Hop-by-hop headers are the proxy's own business, not to be forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'apikey', 'te', 'trailer'])

/** Streams a request to PostgREST and its answer back unchanged: `/rest/v1/x` → `/x`. */
export async function proxyToPostgrest(socketPath: string, req: Request, res: Response, path: string): Promise<void> {
  let pool = pools.get(socketPath)
  if (!pool) {
    // undici's pool costs far less CPU per request than node:http's client, which matters when the
    // gateway shares two cores with PostgREST and the database.
    pool = new Pool('http://localhost', { socketPath, connections: 64, pipelining: 1, keepAliveTimeout: 60_000 })
    pools.set(socketPath, pool)
  }
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  try {
    const answer = await pool.request({ path, method: req.method as 'GET', headers, body: hasBody ? req : undefined })
    const out: Record<string, string | string[]> = {}
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value
    }
    // Answers are buffered and sent with their headers in one write: on loopback each socket write
    // is a costly system call, and PostgREST's answers are small (max_rows bounds them).
    const body = Buffer.from(await answer.body.arrayBuffer())
    out['content-length'] = String(body.length)
    res.writeHead(answer.statusCode, out)
    res.end(body)
  } catch (error) {
    if (!res.headersSent) {
      res.writeHead(503, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: 'REST API unavailable', details: (error as Error).message }))
    } else res.destroy()
  }
}

export async function closeProxyPools(): Promise<void> {
  await Promise.all([...pools.values()].map((p) => p.close()))
  pools.clear()
}
