import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import addDomain from '../../../api/add-domain.ts'
import deleteDomain from '../../../api/delete-domain.ts'
import type { ApiRequest, ApiResponse } from '../../../api/_lib/http.ts'
import { toVercel } from '../../../supabase/local/functions/vercel-shim.ts'
import { createSessionTeam, type SessionTeam } from '../support/api-calls.ts'
import { env, sql } from '../support/clients.ts'
import { startVercelStandIn, type VercelStandIn } from '../support/vercel-stand-in.ts'

// The domain endpoints with VERCEL_TOKEN set, which the shared local stack cannot have: the
// handlers run in this test's process behind the same (req, res) adapter, against the
// Vercel stand-in, with the stack's database and auth service.

const handlers: Record<string, (req: ApiRequest, res: ApiResponse) => Promise<void>> = {
  '/api/add-domain': addDomain,
  '/api/delete-domain': deleteDomain,
}
const VARS = [
  'SUPABASE_URL',
  'SUPABASE_SERVICE_ROLE_KEY',
  'VERCEL_TOKEN',
  'VERCEL_PROJECT_ID',
  'VERCEL_TEAM_ID',
  'VERCEL_API_URL',
]
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]))

let standIn: VercelStandIn
let server: http.Server
let base: string
let team: SessionTeam

beforeAll(async () => {
  standIn = await startVercelStandIn({ token: 'tok', projectId: 'prj_1', teamId: 'team_1' })
  Object.assign(process.env, {
    SUPABASE_URL: env().apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: env().serviceRoleKey,
    VERCEL_TOKEN: 'tok',
    VERCEL_PROJECT_ID: 'prj_1',
    VERCEL_TEAM_ID: 'team_1',
    VERCEL_API_URL: standIn.baseUrl,
  })
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const [vreq, vres] = await toVercel(req, res, url)
    await handlers[url.pathname](vreq as unknown as ApiRequest, vres as unknown as ApiResponse)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  team = await createSessionTeam()
})

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await new Promise((resolve) => server.close(resolve))
  await standIn.close()
})

beforeEach(() => {
  standIn.elsewhere.clear()
})

async function post(path: string, domain: string) {
  const response = await fetch(`${base}/api/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${team.sessions.owner}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ domain, eventId: team.event.id }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const recorded = async () =>
  (await sql<{ domain: string }>('select domain from public.custom_domains where event_id = $1', [team.event.id])).map(
    (r) => r.domain,
  )
const unique = (label: string) => `${label}-${randomUUID().slice(0, 8)}.example`

describe('domain endpoints with the Vercel provider', () => {
  let first: string

  it('refuses a domain of another Vercel project, recording nothing', async () => {
    const taken = unique('taken')
    standIn.elsewhere.add(taken)
    expect(await post('add-domain', taken)).toEqual({
      status: 502,
      body: { error: `Vercel error: Cannot add ${taken} since it's already in use by your account.` },
    })
    expect(await recorded()).toEqual([])
  })

  it('attaches the domain at Vercel and records it', async () => {
    first = unique('first')
    expect(await post('add-domain', first)).toEqual({
      status: 200,
      body: {
        message: 'Domain added/modified successfully',
        domain: first,
        eventId: team.event.id,
        dnsManaged: true,
        verified: true,
      },
    })
    expect([...standIn.domains]).toEqual([first])
    expect(await recorded()).toEqual([first])
  })

  it('recovers on retry after a Vercel outage', async () => {
    standIn.failNext(500, 'upstream down')
    expect(await post('add-domain', first)).toEqual({ status: 502, body: { error: 'Vercel error: HTTP 500' } })
    expect((await post('add-domain', first)).status).toBe(200)
    expect([...standIn.domains]).toEqual([first])
  })

  it('puts the previous domain back when Vercel refuses the new one', async () => {
    const taken = unique('taken')
    standIn.elsewhere.add(taken)
    expect((await post('add-domain', taken)).status).toBe(502)
    expect(await recorded()).toEqual([first])
    expect([...standIn.domains]).toEqual([first])
  })

  it('detaches the old domain when the event changes it', async () => {
    const second = unique('second')
    expect((await post('add-domain', second)).status).toBe(200)
    expect([...standIn.domains]).toEqual([second])
    expect(await recorded()).toEqual([second])
    first = second
  })

  it('keeps the record when Vercel fails a removal, and removes both on retry', async () => {
    standIn.failNext(500, 'upstream down')
    expect(await post('delete-domain', first)).toEqual({ status: 502, body: { error: 'Vercel error: HTTP 500' } })
    expect(await recorded()).toEqual([first])
    expect(await post('delete-domain', first)).toMatchObject({
      status: 200,
      body: { alreadyDeleted: false, dnsManaged: true },
    })
    expect(standIn.domains.size).toBe(0)
    expect(await recorded()).toEqual([])
  })

  it('deletes a record whose domain Vercel no longer has', async () => {
    const orphan = unique('orphan')
    await sql('insert into public.custom_domains (event_id, domain) values ($1, $2)', [team.event.id, orphan])
    expect(await post('delete-domain', orphan)).toMatchObject({ status: 200, body: { alreadyDeleted: false } })
    expect(await recorded()).toEqual([])
  })
})
