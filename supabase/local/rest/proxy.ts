import http from 'node:http'
import type { Request, Response } from '../shared/http.ts'

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })

/** Streams a request to PostgREST and its answer back unchanged: `/rest/v1/x` → `/x`. */
export function proxyToPostgrest(target: string, req: Request, res: Response, path: string): Promise<void> {
  const upstream = new URL(target)
  return new Promise((resolveDone) => {
    const headers = { ...req.headers }
    delete headers.host
    delete headers.apikey
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path, headers, agent },
      (answer) => {
        const outHeaders = { ...answer.headers }
        delete outHeaders.connection
        res.writeHead(answer.statusCode ?? 502, outHeaders)
        answer.pipe(res)
        answer.on('end', () => resolveDone())
        answer.on('error', () => resolveDone())
      },
    )
    proxied.on('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(503, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ message: 'REST API unavailable', details: error.message }))
      } else res.destroy()
      resolveDone()
    })
    req.pipe(proxied)
  })
}
