import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  authorization?: string
  contentType?: string
  body: unknown
}

export interface VercelStandIn {
  baseUrl: string
  requests: RecordedRequest[]
  /** Domains attached to the project. */
  domains: Set<string>
  /** Domains attached to some other project (POST answers 409). */
  elsewhere: Set<string>
  /** Answers the next request with this, whatever it is (e.g. an outage). */
  failNext(status: number, body: string): void
  close(): Promise<void>
}

const vercelError = (res: http.ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify({ error: { code, message } }))
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * A stand-in for Vercel's project-domains API on 127.0.0.1 (random port). It checks what the
 * real one checks and answers in its shapes, {error: {code, message}} included:
 * POST /v10/projects/{id}/domains {name}, GET and DELETE /v9/projects/{id}/domains/{domain}.
 * https://vercel.com/docs/rest-api/projects/add-a-domain-to-a-project
 */
export async function startVercelStandIn(expected: {
  token: string
  projectId: string
  teamId?: string
}): Promise<VercelStandIn> {
  const requests: RecordedRequest[] = []
  const domains = new Set<string>()
  const elsewhere = new Set<string>()
  let forced: { status: number; body: string } | undefined

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = raw
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        // Kept as text: the checks below refuse it.
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      })
      if (forced) {
        const { status, body: text } = forced
        forced = undefined
        res.writeHead(status, { 'content-type': 'text/plain' })
        return res.end(text)
      }
      if (req.headers.authorization !== `Bearer ${expected.token}`)
        return vercelError(res, 403, 'forbidden', 'Not authorized')
      if ((url.searchParams.get('teamId') ?? undefined) !== expected.teamId) {
        return vercelError(res, 403, 'forbidden', 'You do not have permission to access this resource.')
      }
      const project = `/projects/${encodeURIComponent(expected.projectId)}/domains`
      if (req.method === 'POST' && url.pathname === `/v10${project}`) {
        const name = (body as { name?: unknown } | undefined)?.name
        const keys = typeof body === 'object' && body !== null ? Object.keys(body) : []
        if (
          !req.headers['content-type']?.includes('application/json') ||
          typeof name !== 'string' ||
          keys.join() !== 'name'
        ) {
          return vercelError(res, 400, 'bad_request', 'Invalid request: should have required property `name`.')
        }
        if (elsewhere.has(name))
          return vercelError(
            res,
            409,
            'domain_already_in_use',
            `Cannot add ${name} since it's already in use by your account.`,
          )
        if (domains.has(name))
          return vercelError(res, 400, 'domain_already_in_use', `${name} is already assigned to this project.`)
        domains.add(name)
        return json(res, 200, { name, apexName: name, projectId: expected.projectId, verified: true })
      }
      const one = new RegExp(`^/v9${project}/([^/]+)$`).exec(url.pathname)
      if (one && (req.method === 'GET' || req.method === 'DELETE')) {
        const name = decodeURIComponent(one[1])
        if (!domains.has(name)) return vercelError(res, 404, 'not_found', `Domain ${name} not found on this project`)
        if (req.method === 'DELETE') {
          domains.delete(name)
          return json(res, 200, {})
        }
        return json(res, 200, { name, apexName: name, projectId: expected.projectId, verified: true })
      }
      vercelError(res, 404, 'not_found', 'The requested endpoint was not found')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    domains,
    elsewhere,
    failNext(status, body) {
      forced = { status, body }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
