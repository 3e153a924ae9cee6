import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { env, service, sql } from '../../testing/clients.ts'
import { createUser } from '../../../../tests/integration/support/event-fixtures.ts'
import { sessionToken } from '../../../../tests/integration/support/api-calls.ts'
import { chunkedBody, RawConnection, rawRequest } from '../support/raw-http.ts'

// Each case is an attack from a review of the local stack: one anonymous request of deeply nested
// JSON left PGlite hung until restart (every REST call 504, psql too), and REST took bodies of any
// size (100 MB held the gateway 37 s, a 30 MB name the database 5 s).

const RPC = '/rest/v1/rpc/get_public_event'
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const anonJson = { apikey: env().anonKey, 'Content-Type': 'application/json' }
const opened: RawConnection[] = []
afterAll(() => opened.forEach((connection) => connection.destroy()))

async function connect(): Promise<RawConnection> {
  const connection = await RawConnection.open(env().apiUrl)
  opened.push(connection)
  return connection
}

/** The database still answers, through REST and directly, within seconds. */
async function expectDatabaseAnswers(): Promise<void> {
  const r = await fetch(`${env().apiUrl}${RPC}`, {
    method: 'POST',
    headers: anonJson,
    body: JSON.stringify({ p_ref: `nobody-${randomUUID()}` }),
    signal: AbortSignal.timeout(10_000),
  })
  expect(r.status).toBe(200)
  expect(await r.json()).toEqual([])
  const direct = await Promise.race([
    sql<{ one: number }>('select 1 as one'),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the database did not answer')), 10_000)),
  ])
  expect(direct).toEqual([{ one: 1 }])
}

const TOO_DEEP = {
  code: 'PGRST102',
  details: 'JSON nested deeper than 1000 levels',
  hint: null,
  message: 'Empty or invalid json',
}

describe('JSON nested deeper than 1,000 levels never reaches the database', () => {
  it('refuses 100,000 levels to rpc/get_public_event with 400 (REST fast path), and the database keeps answering', async () => {
    const r = await fetch(`${env().apiUrl}${RPC}`, {
      method: 'POST',
      headers: anonJson,
      body: `{"p_ref":${nested(100_000)}}`,
      signal: AbortSignal.timeout(10_000),
    })
    expect(r.status).toBe(400)
    expect(await r.json()).toEqual(TOO_DEEP)
    await expectDatabaseAnswers()
  })

  it('refuses 30,000 levels sent chunked (the general path), and the database keeps answering', async () => {
    const connection = await connect()
    const body = `{"p_ref":${nested(30_000)}}`
    await connection.write(
      Buffer.concat([
        rawRequest(env().apiUrl, 'POST', RPC, { headers: { ...anonJson, 'Transfer-Encoding': 'chunked' } }),
        ...chunkedBody([body.slice(0, 10_000), body.slice(10_000, 40_000), body.slice(40_000)]),
      ]),
    )
    const response = await connection.readResponse({ timeoutMs: 10_000 })
    expect(response.status).toBe(400)
    expect(response.json()).toEqual(TOO_DEEP)
    expect(response.headers['access-control-allow-origin']).toBe('*')
    await expectDatabaseAnswers()
  })

  it('refuses it on a connection the general path already serves', async () => {
    const connection = await connect()
    // A request the fast path does not take hands the connection to Node's server for good.
    await connection.write(rawRequest(env().apiUrl, 'GET', '/auth/v1/health', { headers: { apikey: env().anonKey } }))
    expect((await connection.readResponse()).status).toBe(200)
    await connection.write(
      rawRequest(env().apiUrl, 'POST', RPC, { headers: anonJson, body: `{"p_ref":${nested(50_000)}}` }),
    )
    const response = await connection.readResponse({ timeoutMs: 10_000 })
    expect(response.status).toBe(400)
    expect(response.json()).toEqual(TOO_DEEP)
    await expectDatabaseAnswers()
  })

  it('passes 1,000 levels on to PostgREST', async () => {
    const r = await fetch(`${env().apiUrl}${RPC}`, {
      method: 'POST',
      headers: anonJson,
      body: `{"p_ref":${nested(999)}}`,
    })
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual([])
  })

  it("refuses deep JSON in a signed-in user's metadata (PUT /auth/v1/user), which auth stores as jsonb", async () => {
    const token = await sessionToken((await createUser({ prefix: 'deep-meta' })).email)
    const r = await fetch(`${env().apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: { ...anonJson, Authorization: `Bearer ${token}` },
      body: `{"data":{"x":${nested(100_000)}}}`,
      signal: AbortSignal.timeout(10_000),
    })
    expect(r.status).toBe(400)
    expect(await r.json()).toMatchObject({ error_code: 'bad_json' })
    await expectDatabaseAnswers()
  })
})

describe('REST bodies are capped at 2 MiB', () => {
  it('answers 413 to a 100 MB body as soon as its Content-Length says so, and closes the connection', async () => {
    const connection = await connect()
    await connection.write(
      rawRequest(env().apiUrl, 'POST', RPC, { headers: { ...anonJson, 'Content-Length': String(100 * 1024 * 1024) } }),
    )
    await connection.write(`{"p_ref":"${'x'.repeat(64 * 1024)}`)
    const response = await connection.readResponse({ timeoutMs: 10_000 })
    expect(response.status).toBe(413)
    expect(response.json()).toEqual({ message: 'Request size limit exceeded' })
    await connection.waitForServerClose()
  })

  it('answers 413 to a chunked body once it passes the limit', async () => {
    const connection = await connect()
    await connection.write(
      rawRequest(env().apiUrl, 'POST', '/rest/v1/conf_authors', {
        headers: { ...anonJson, 'Transfer-Encoding': 'chunked' },
      }),
    )
    const piece = `${'x'.repeat(512 * 1024)}`
    await connection.write(Buffer.concat(chunkedBody([`{"name":"`, piece, piece, piece, piece, piece]).slice(0, -1)))
    const response = await connection.readResponse({ timeoutMs: 10_000 })
    expect(response.status).toBe(413)
    expect(response.json()).toEqual({ message: 'Request size limit exceeded' })
    await connection.waitForServerClose()
  })

  it('answers 413 to a 3 MB name through supabase-js, and stores nothing', async () => {
    const name = `big-${randomUUID()}-${'x'.repeat(3 * 1024 * 1024)}`
    const { error, status } = await service().from('conf_authors').insert({ name })
    expect(status).toBe(413)
    expect(error?.message).toBe('Request size limit exceeded')
    expect(await sql('select 1 from public.conf_authors where name = $1', [name])).toHaveLength(0)
    await expectDatabaseAnswers()
  })

  it('still takes a body just under the limit (the general path carries those over 1 MiB)', async () => {
    const name = `large-${randomUUID()}-${'é'.repeat(900 * 1024)}`
    const { error } = await service().from('conf_authors').insert({ name })
    expect(error).toBeNull()
    const rows = await sql<{ length: number }>(
      'select length(name) as length from public.conf_authors where name = $1',
      [name],
    )
    expect(rows).toEqual([{ length: name.length }])
    await sql('delete from public.conf_authors where name = $1', [name])
  })

  it('keeps auth and /api bodies bounded too (1 MB and 4.5 MB)', async () => {
    const auth = await fetch(`${env().apiUrl}/auth/v1/otp`, {
      method: 'POST',
      headers: anonJson,
      body: JSON.stringify({ email: 'a@example.test', data: { pad: 'x'.repeat(1024 * 1024) } }),
    })
    expect(auth.status).toBe(413)
    const api = await fetch(`${env().apiUrl}/api/invite-user`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(5 * 1024 * 1024) }),
    })
    expect(api.status).toBe(413)
  })
})
