import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env, service } from '../../testing/clients.ts'
import { chunkedBody, RawConnection, rawRequest, type RawResponse, type RequestOptions } from '../support/raw-http.ts'

/**
 * The gateway on /rest/v1 at the HTTP/1.1 wire level: raw sockets, keep-alive, pipelining, requests
 * arriving in pieces, bodies framed by Content-Length or chunked, and other services on the same
 * connection. Any correct gateway behaves like this, whichever code path answers the request.
 */

type Author = { id: number; name: string }

const unique = (label: string) => `wire-${label}-${randomUUID().slice(0, 8)}`
const anonHeaders = () => ({ apikey: env().anonKey })
const serviceHeaders = (extra: Record<string, string> = {}) => ({
  apikey: env().serviceRoleKey,
  Authorization: `Bearer ${env().serviceRoleKey}`,
  ...extra,
})
const req = (method: string, path: string, options?: RequestOptions) => rawRequest(env().apiUrl, method, path, options)
const open = () => RawConnection.open(env().apiUrl)

/** Connections opened by a test, destroyed after the file whatever happened. */
const opened: RawConnection[] = []
async function connect(): Promise<RawConnection> {
  const conn = await open()
  opened.push(conn)
  return conn
}

/** One request, one response, on a connection that stays open. */
async function exchange(conn: RawConnection, method: string, path: string, options?: RequestOptions) {
  await conn.write(req(method, path, options))
  return conn.readResponse({ method })
}

function expectJson(res: RawResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json\b/)
}

function expectCors(res: RawResponse, origin = '*') {
  expect(res.headers['access-control-allow-origin']).toBe(origin)
  const exposed = (res.headers['access-control-expose-headers'] ?? '').split(',').map((h) => h.trim().toLowerCase())
  expect(exposed).toContain('content-range')
}

let authors: Author[] = []
const authorById = (i: number) => `/rest/v1/conf_authors?select=id,name&id=eq.${authors[i].id}`

beforeAll(async () => {
  // Names with non-ASCII letters, so a body framed in characters instead of bytes would show.
  const names = Array.from({ length: 3 }, (_, i) => `${unique(`author${i}`)}-Zoë-Œuvre-✓`)
  const { data } = await service()
    .from('conf_authors')
    .insert(names.map((name) => ({ name })))
    .select('id, name')
    .order('id')
    .throwOnError()
  authors = data as Author[]
})

afterAll(async () => {
  for (const conn of opened) conn.destroy()
  if (authors.length)
    await service()
      .from('conf_authors')
      .delete()
      .in(
        'id',
        authors.map((a) => a.id),
      )
      .throwOnError()
})

describe('gateway on the wire: /rest/v1', () => {
  it('answers a GET with only an apikey header: JSON, CORS and content-range', async () => {
    const conn = await connect()
    const res = await exchange(conn, 'GET', '/rest/v1/conf_authors?select=id,name&limit=1', { headers: anonHeaders() })
    expect(res.status).toBe(200)
    expectJson(res)
    expectCors(res, '*')
    expect(res.headers['content-range']).toMatch(/^0-0\/(\*|\d+)$/)
    const rows = res.json<Author[]>()
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]).sort()).toEqual(['id', 'name'])
  })

  it('echoes the Origin in access-control-allow-origin on a REST answer', async () => {
    const conn = await connect()
    const origin = 'https://app.example.test'
    const res = await exchange(conn, 'GET', authorById(0), { headers: { ...anonHeaders(), Origin: origin } })
    expect(res.status).toBe(200)
    expectJson(res)
    expect(res.headers['content-range']).toBe('0-0/*')
    expect(res.json()).toEqual([authors[0]])
    // The same CORS answer as every other route of the gateway (see /auth/v1 below).
    expectCors(res, origin)

    const auth = await exchange(conn, 'GET', '/auth/v1/settings', { headers: { ...anonHeaders(), Origin: origin } })
    expect(auth.status).toBe(200)
    expectCors(auth, origin)
  })

  it('keeps one connection alive across REST requests and other services', async () => {
    const conn = await connect()
    for (let i = 0; i < 5; i++) {
      const author = authors[i % authors.length]
      const res = await exchange(conn, 'GET', authorById(i % authors.length), { headers: anonHeaders() })
      expect(res.status).toBe(200)
      expect(res.json()).toEqual([author])
    }
    const settings = await exchange(conn, 'GET', '/auth/v1/settings', { headers: anonHeaders() })
    expect(settings.status).toBe(200)
    expectJson(settings)
    expect(settings.json()).toMatchObject({ external: { email: true } })

    const after = await exchange(conn, 'GET', authorById(1), { headers: anonHeaders() })
    expect(after.status).toBe(200)
    expect(after.json()).toEqual([authors[1]])
    expect(conn.serverEnded).toBe(false)
  })

  it('serves REST after a non-REST request on the same connection', async () => {
    const conn = await connect()
    const health = await exchange(conn, 'GET', '/health')
    expect(health.status).toBe(200)
    expect(health.json()).toEqual({ status: 'ok' })
    for (const i of [0, 2]) {
      const res = await exchange(conn, 'GET', authorById(i), { headers: anonHeaders() })
      expect(res.status).toBe(200)
      expect(res.json()).toEqual([authors[i]])
    }
  })

  it('answers pipelined requests in order', async () => {
    const conn = await connect()
    await conn.write(
      Buffer.concat([
        req('GET', authorById(2), { headers: anonHeaders() }),
        req('GET', authorById(0), { headers: anonHeaders() }),
      ]),
    )
    const first = await conn.readResponse()
    const second = await conn.readResponse()
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.json()).toEqual([authors[2]])
    expect(second.json()).toEqual([authors[0]])

    // A pipelined batch mixing a REST request, another service and a REST request again.
    await conn.write(
      Buffer.concat([
        req('GET', authorById(1), { headers: anonHeaders() }),
        req('GET', '/health'),
        req('GET', authorById(0), { headers: anonHeaders() }),
      ]),
    )
    expect((await conn.readResponse()).json()).toEqual([authors[1]])
    expect((await conn.readResponse()).json()).toEqual({ status: 'ok' })
    expect((await conn.readResponse()).json()).toEqual([authors[0]])
  })

  it('reads a request head and a body that arrive in pieces', async () => {
    const conn = await connect()
    const get = req('GET', authorById(0), { headers: anonHeaders() })
    const bytes = Array.from(get.subarray(0, 20), (b) => Buffer.from([b]))
    const rest = get.subarray(20)
    const third = Math.floor(rest.length / 3)
    await conn.writeInPieces(
      [...bytes, rest.subarray(0, third), rest.subarray(third, 2 * third), rest.subarray(2 * third)],
      3,
    )
    const got = await conn.readResponse()
    expect(got.status).toBe(200)
    expect(got.json()).toEqual([authors[0]])

    // A POST: the head in two writes (split inside a header name), then the JSON body in two writes.
    const name = `${unique('split')}-Zoë-✓`
    const body = Buffer.from(JSON.stringify({ name }))
    const post = req('POST', '/rest/v1/conf_authors?select=id,name', {
      headers: serviceHeaders({ 'Content-Type': 'application/json', Prefer: 'return=representation' }),
      body,
    })
    const head = post.subarray(0, post.length - body.length)
    const cut = head.indexOf('Content-Type') + 4
    const half = Math.floor(body.length / 2)
    await conn.writeInPieces(
      [head.subarray(0, cut), head.subarray(cut), body.subarray(0, half), body.subarray(half)],
      20,
    )
    const created = await conn.readResponse()
    expect(created.status).toBe(201)
    expectJson(created)
    const [row] = created.json<Author[]>()
    expect(row).toEqual({ id: expect.any(Number), name })

    const check = await exchange(conn, 'GET', `/rest/v1/conf_authors?select=id,name&id=eq.${row.id}`, {
      headers: anonHeaders(),
    })
    expect(check.json()).toEqual([row])
    const deleted = await exchange(conn, 'DELETE', `/rest/v1/conf_authors?id=eq.${row.id}&select=id,name`, {
      headers: serviceHeaders({ Prefer: 'return=representation' }),
    })
    expect(deleted.status).toBe(200)
    expect(deleted.json()).toEqual([row])
  })

  it('reads header names in any case and trims header values', async () => {
    const conn = await connect()
    const res = await exchange(conn, 'GET', authorById(1), { headers: { aPiKeY: `  ${env().anonKey}\t ` } })
    expect(res.status).toBe(200)
    expect(res.json()).toEqual([authors[1]])
  })

  it('answers Expect: 100-continue before the body is sent', async () => {
    const conn = await connect()
    const name = unique('continue')
    const body = Buffer.from(JSON.stringify({ name }))
    const post = req('POST', '/rest/v1/conf_authors?select=id,name', {
      headers: serviceHeaders({
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        Expect: '100-continue',
      }),
      body,
    })
    await conn.write(post.subarray(0, post.length - body.length))
    const interim = await conn.readResponse({ interim: true })
    expect(interim.status).toBe(100)
    expect(interim.body).toHaveLength(0)
    await conn.write(body)
    const created = await conn.readResponse()
    expect(created.status).toBe(201)
    const [row] = created.json<Author[]>()
    expect(row).toEqual({ id: expect.any(Number), name })
    const deleted = await exchange(conn, 'DELETE', `/rest/v1/conf_authors?id=eq.${row.id}`, {
      headers: serviceHeaders({ Prefer: 'return=minimal' }),
    })
    expect(deleted.status).toBe(204)
  })

  it('answers HEAD without a body and keeps the connection usable', async () => {
    const conn = await connect()
    const head = await exchange(conn, 'HEAD', authorById(1), { headers: anonHeaders() })
    expect(head.status).toBe(200)
    expect(head.body).toHaveLength(0)
    expectCors(head)
    expect(head.headers['content-range']).toMatch(/^(0-0|\*)\/(\*|\d+)$/)
    // Any body bytes sent after the HEAD response would be read as the next status line and fail here.
    const next = await exchange(conn, 'GET', authorById(1), { headers: anonHeaders() })
    expect(next.status).toBe(200)
    expect(next.json()).toEqual([authors[1]])
  })

  it('answers a DELETE that matches nothing with 204 and no body', async () => {
    const conn = await connect()
    const gone = await exchange(conn, 'DELETE', `/rest/v1/conf_authors?name=eq.${unique('nobody')}`, {
      headers: serviceHeaders({ Prefer: 'return=minimal' }),
    })
    expect(gone.status).toBe(204)
    expect(gone.body).toHaveLength(0)
    expectCors(gone)
    const next = await exchange(conn, 'GET', authorById(2), { headers: anonHeaders() })
    expect(next.status).toBe(200)
    expect(next.json()).toEqual([authors[2]])
  })

  it('sends no Content-Length or Transfer-Encoding on a 204 (RFC 9110 §8.6, RFC 9112 §6.1)', async () => {
    const conn = await connect()
    const gone = await exchange(conn, 'DELETE', `/rest/v1/conf_authors?name=eq.${unique('nobody')}`, {
      headers: serviceHeaders({ Prefer: 'return=minimal' }),
    })
    expect(gone.status).toBe(204)
    expect(gone.headers).not.toHaveProperty('content-length')
    expect(gone.headers).not.toHaveProperty('transfer-encoding')

    // The same for a request framed differently (an empty chunked body).
    await conn.write(
      Buffer.concat([
        req('DELETE', `/rest/v1/conf_authors?name=eq.${unique('nobody')}`, {
          headers: serviceHeaders({ Prefer: 'return=minimal', 'Transfer-Encoding': 'chunked' }),
        }),
        ...chunkedBody([]),
      ]),
    )
    const chunked = await conn.readResponse({ method: 'DELETE' })
    expect(chunked.status).toBe(204)
    expect(chunked.headers).not.toHaveProperty('content-length')
    expect(chunked.headers).not.toHaveProperty('transfer-encoding')
  })

  it('refuses a missing or unknown apikey with 401 and keeps the connection usable', async () => {
    const conn = await connect()
    const missing = await exchange(conn, 'GET', '/rest/v1/conf_authors?select=id')
    expect(missing.status).toBe(401)
    expectJson(missing)
    expectCors(missing)
    expect(missing.json()).toEqual({ message: 'No API key found in request' })

    const wrong = await exchange(conn, 'GET', '/rest/v1/conf_authors?select=id', { headers: { apikey: 'not-a-key' } })
    expect(wrong.status).toBe(401)
    expectJson(wrong)
    expect(wrong.json()).toEqual({ message: 'Invalid API key' })

    // A refused POST whose body was sent must not leave that body on the connection.
    const refusedPost = await exchange(conn, 'POST', '/rest/v1/conf_authors', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: unique('refused') }),
    })
    expect(refusedPost.status).toBe(401)
    expect(refusedPost.json()).toEqual({ message: 'No API key found in request' })

    const ok = await exchange(conn, 'GET', authorById(0), { headers: anonHeaders() })
    expect(ok.status).toBe(200)
    expect(ok.json()).toEqual([authors[0]])
  })

  it('answers a CORS preflight and keeps the connection usable', async () => {
    const conn = await connect()
    const origin = 'https://preflight.example.test'
    const pre = await exchange(conn, 'OPTIONS', '/rest/v1/conf_authors', {
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, prefer',
      },
    })
    expect(pre.status).toBe(200)
    const methods = (pre.headers['access-control-allow-methods'] ?? '').split(',').map((m) => m.trim())
    expect(methods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']))
    expect(pre.headers['access-control-allow-headers']).toBe('apikey, authorization, content-type, prefer')
    expect(pre.headers['access-control-allow-origin']).toBe(origin)
    expect(pre.body).toHaveLength(0)

    const next = await exchange(conn, 'GET', authorById(0), { headers: anonHeaders() })
    expect(next.status).toBe(200)
    expectCors(next)
    expect(next.json()).toEqual([authors[0]])
  })

  it('closes the connection after answering a request with Connection: close', async () => {
    const conn = await connect()
    const res = await exchange(conn, 'GET', authorById(2), { headers: { ...anonHeaders(), Connection: 'close' } })
    expect(res.status).toBe(200)
    expect(res.json()).toEqual([authors[2]])
    expect(res.headers.connection?.toLowerCase()).not.toBe('keep-alive')
    await conn.waitForServerClose()
    expect(conn.unread).toHaveLength(0)
  })

  it('reads a chunked request body', async () => {
    const conn = await connect()
    const name = `${unique('chunked')}-Œuvre-✓`
    const json = Buffer.from(JSON.stringify({ name }))
    const head = req('POST', '/rest/v1/conf_authors?select=id,name', {
      headers: serviceHeaders({
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        'Transfer-Encoding': 'chunked',
      }),
    })
    const chunks = chunkedBody([json.subarray(0, 5), json.subarray(5, 17), json.subarray(17)])
    // The head, then each chunk in its own write, the first one split inside its size line.
    await conn.writeInPieces([head, chunks[0].subarray(0, 1), chunks[0].subarray(1), ...chunks.slice(1)], 15)
    const created = await conn.readResponse()
    expect(created.status).toBe(201)
    const [row] = created.json<Author[]>()
    expect(row).toEqual({ id: expect.any(Number), name })

    const check = await exchange(conn, 'GET', `/rest/v1/conf_authors?select=id,name&id=eq.${row.id}`, {
      headers: anonHeaders(),
    })
    expect(check.json()).toEqual([row])
    const deleted = await exchange(conn, 'DELETE', `/rest/v1/conf_authors?id=eq.${row.id}`, {
      headers: serviceHeaders({ Prefer: 'return=minimal' }),
    })
    expect(deleted.status).toBe(204)
  })

  it('passes PostgREST errors through unchanged', async () => {
    const conn = await connect()
    const res = await exchange(conn, 'GET', '/rest/v1/conf_does_not_exist?select=*', { headers: anonHeaders() })
    expect(res.status).toBe(404)
    expectJson(res)
    expectCors(res)
    const error = res.json<Record<string, unknown>>()
    expect(['PGRST205', '42P01']).toContain(error.code)
    expect(error).toHaveProperty('message')
    expect(error.message).toContain('conf_does_not_exist')

    // The same answer as an ordinary client gets, byte for byte.
    const viaFetch = await fetch(`${env().apiUrl}/rest/v1/conf_does_not_exist?select=*`, { headers: anonHeaders() })
    expect(viaFetch.status).toBe(res.status)
    expect(await viaFetch.text()).toBe(res.text())
  })

  it('frames a large response correctly', async () => {
    const { data: author } = await service()
      .from('conf_authors')
      .insert({ name: unique('prolific') })
      .select('id')
      .single()
      .throwOnError()
    const authorId = (author as { id: number }).id
    try {
      const total = 1500
      const books = Array.from({ length: total }, (_, i) => ({
        author_id: authorId,
        title: `Book ${i} — ${'é'.repeat(40)} ${'x'.repeat(80)}`,
      }))
      const conn = await connect()
      const inserted = await exchange(conn, 'POST', '/rest/v1/conf_books', {
        headers: serviceHeaders({ 'Content-Type': 'application/json', Prefer: 'return=minimal' }),
        body: JSON.stringify(books),
      })
      expect(inserted.status).toBe(201)

      const maxRows = 1000
      const path = `/rest/v1/conf_books?select=id,title&author_id=eq.${authorId}&order=id`
      const all = await exchange(conn, 'GET', path, { headers: anonHeaders() })
      expect(all.status).toBe(200)
      expect(all.body.length).toBeGreaterThan(maxRows * 100)
      const page = all.json<Array<{ id: number; title: string }>>()
      expect(page).toHaveLength(Math.min(total, maxRows))
      expect(page.map((b) => b.title)).toEqual(books.slice(0, maxRows).map((b) => b.title))
      expect(all.headers['content-range']).toBe(`0-${maxRows - 1}/*`)

      // With an exact count PostgREST says the page is partial: 206, and the total in content-range.
      const counted = await exchange(conn, 'GET', path, { headers: { ...anonHeaders(), Prefer: 'count=exact' } })
      expect(counted.status).toBe(206)
      expect(counted.headers['content-range']).toBe(`0-${maxRows - 1}/${total}`)
      expect(counted.body.equals(all.body)).toBe(true)

      const rest = await exchange(conn, 'GET', `${path}&offset=${maxRows}`, { headers: anonHeaders() })
      expect(rest.status).toBe(200)
      expect(rest.headers['content-range']).toBe(`${maxRows}-${total - 1}/*`)
      expect(rest.json<Array<{ title: string }>>().map((b) => b.title)).toEqual(
        books.slice(maxRows).map((b) => b.title),
      )

      const after = await exchange(conn, 'GET', authorById(0), { headers: anonHeaders() })
      expect(after.json()).toEqual([authors[0]])
    } finally {
      await service().from('conf_authors').delete().eq('id', authorId).throwOnError()
    }
  })

  it('accepts the apikey as a query parameter', async () => {
    const conn = await connect()
    const res = await exchange(conn, 'GET', `${authorById(1)}&apikey=${env().anonKey}`)
    expect(res.status).toBe(200)
    expectJson(res)
    expect(res.json()).toEqual([authors[1]])
  })

  it('keeps working after clients vanish while waiting for an answer', async () => {
    // A GET sent then dropped at once, a POST dropped in the middle of its body, a pipelined pair dropped.
    const dropped = await open()
    await dropped.write(req('GET', authorById(0), { headers: anonHeaders() }))
    dropped.destroy()

    const partial = await open()
    const neverName = unique('never')
    const body = JSON.stringify({ name: neverName })
    const post = req('POST', '/rest/v1/conf_authors', {
      headers: serviceHeaders({ 'Content-Type': 'application/json', Prefer: 'return=minimal' }),
      body,
    })
    await partial.write(post.subarray(0, post.length - 5))
    partial.destroy()

    const pair = await open()
    await pair.write(
      Buffer.concat([
        req('GET', authorById(1), { headers: anonHeaders() }),
        req('GET', authorById(2), { headers: anonHeaders() }),
      ]),
    )
    pair.destroy()

    await Promise.all([dropped.closed, partial.closed, pair.closed])
    const conn = await connect()
    for (const i of [0, 1, 2]) {
      const res = await exchange(conn, 'GET', authorById(i), { headers: anonHeaders() })
      expect(res.status).toBe(200)
      expect(res.json()).toEqual([authors[i]])
    }
    const { data } = await service().from('conf_authors').select('id').eq('name', neverName)
    expect(data).toEqual([])
  })

  it('rejects a malformed request line and keeps working for new connections', async () => {
    const bad = await connect()
    await bad.write('GARBAGE\r\n\r\n')
    let status: number | undefined
    try {
      status = (await bad.readResponse()).status
    } catch (error) {
      // Closing without an answer is acceptable too, but not hanging.
      expect(String(error)).toMatch(/connection closed/)
    }
    if (status !== undefined) expect(status).toBe(400)
    await bad.waitForServerClose()

    const conn = await connect()
    const res = await exchange(conn, 'GET', authorById(2), { headers: anonHeaders() })
    expect(res.status).toBe(200)
    expect(res.json()).toEqual([authors[2]])
  })
})
