import http from 'node:http'
import { readBody, sendJson } from '../shared/http.ts'
import { searchFilter, summarize, type MessageStore, type StoredMessage } from './store.ts'
import { INBOX_PAGE } from './inbox-page.ts'

function page(list: StoredMessage[], url: URL, total: number) {
  const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0)
  const limit = Math.max(1, Math.min(1000, Number(url.searchParams.get('limit') ?? 50) || 50))
  const messages = list.slice(start, start + limit).map(summarize)
  return {
    total,
    unread: list.filter((m) => !m.Read).length,
    count: messages.length,
    messages_count: list.length,
    start,
    messages,
  }
}

/** Host headers the inbox answers: its loopback names, so a rebound DNS name cannot read it either. */
function isLoopbackHost(value: string | undefined, port: number): boolean {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes((value ?? '').toLowerCase())
}

/**
 * A subset of Mailpit's REST API (what the Supabase CLI's inbox runs), so scripts written for
 * `supabase start` work here too. https://mailpit.axllent.org/docs/api-v1/
 * It holds sign-in links: it listens on loopback only and sends no CORS headers, so no website
 * a developer visits can read it.
 */
export function startInboxServer(store: MessageStore, port: number): Promise<http.Server> {
  const host = '127.0.0.1'
  const server = http.createServer(async (req, res) => {
    try {
      if (!isLoopbackHost(req.headers.host, port)) return sendJson(res, 403, { error: 'forbidden host' })
      const url = new URL(req.url ?? '/', `http://${host}:${port}`)
      const path = url.pathname
      if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(INBOX_PAGE)
      }
      if (path === '/api/v1/messages' && req.method === 'GET') {
        const all = store.list()
        return sendJson(res, 200, page(all, url, all.length))
      }
      if (path === '/api/v1/messages' && req.method === 'DELETE') {
        const raw = (await readBody(req, 1024 * 1024)).toString('utf8')
        let ids: string[] | undefined
        try {
          ids = raw.trim() ? (JSON.parse(raw) as { IDs?: string[] }).IDs : undefined
        } catch {
          return sendJson(res, 400, { error: 'invalid JSON body' })
        }
        store.delete(ids)
        return sendJson(res, 200, 'ok')
      }
      if (path === '/api/v1/search' && req.method === 'GET') {
        const found = store.list(searchFilter(url.searchParams.get('query') ?? ''))
        return sendJson(res, 200, page(found, url, store.list().length))
      }
      const one = /^\/api\/v1\/message\/([^/]+)(\/raw)?$/.exec(path)
      if (one && req.method === 'GET') {
        let id: string
        try {
          id = decodeURIComponent(one[1])
        } catch {
          return sendJson(res, 400, { error: 'invalid message id' })
        }
        const message = store.get(id)
        if (!message) return sendJson(res, 404, { error: 'message not found' })
        message.Read = true
        if (one[2]) {
          res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
          return res.end(message.Raw)
        }
        const { Raw: _raw, ...rest } = message
        return sendJson(res, 200, rest)
      }
      sendJson(res, 404, { error: 'not found' })
    } catch (error) {
      sendJson(res, 500, { error: (error as Error).message })
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
