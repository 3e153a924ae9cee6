import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DomainProviderError, localDomainProvider } from '../../../api/_lib/domain-provider.ts'
import { createVercelDomainProvider, domainProviderFromEnv } from '../../../api/_lib/vercel-domain-provider.ts'
import { startVercelStandIn, type VercelStandIn } from '../support/vercel-stand-in.ts'

const TOKEN = 'vercel-test-token'
const PROJECT = 'prj_eventail'
const TEAM = 'team_eventail'

let standIn: VercelStandIn
beforeAll(async () => {
  standIn = await startVercelStandIn({ token: TOKEN, projectId: PROJECT, teamId: TEAM })
})
afterAll(() => standIn.close())
beforeEach(() => {
  standIn.requests.length = 0
  standIn.domains.clear()
  standIn.elsewhere.clear()
})

const provider = (overrides: Partial<Parameters<typeof createVercelDomainProvider>[0]> = {}) =>
  createVercelDomainProvider({ token: TOKEN, projectId: PROJECT, teamId: TEAM, baseUrl: standIn.baseUrl, ...overrides })

async function refusal(promise: Promise<unknown>): Promise<DomainProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainProviderError)
  return error as DomainProviderError
}

describe('Vercel domain provider against a stand-in', () => {
  it('adds with POST /v10/projects/{id}/domains, the bearer token, teamId and {name}', async () => {
    expect(await provider().add('www.camille-alex.example')).toEqual({ dnsManaged: true, verified: true })
    expect(standIn.requests).toEqual([
      {
        method: 'POST',
        path: `/v10/projects/${PROJECT}/domains`,
        query: { teamId: TEAM },
        authorization: `Bearer ${TOKEN}`,
        contentType: 'application/json',
        body: { name: 'www.camille-alex.example' },
      },
    ])
    expect(standIn.domains.has('www.camille-alex.example')).toBe(true)
  })

  it('removes with DELETE /v9/projects/{id}/domains/{domain} and teamId, without a body', async () => {
    standIn.domains.add('old.example')
    expect(await provider().remove('old.example')).toEqual({ dnsManaged: true })
    expect(standIn.requests).toEqual([
      {
        method: 'DELETE',
        path: `/v9/projects/${PROJECT}/domains/old.example`,
        query: { teamId: TEAM },
        authorization: `Bearer ${TOKEN}`,
        contentType: undefined,
        body: undefined,
      },
    ])
    expect(standIn.domains.size).toBe(0)
  })

  it('sends no teamId for a personal project', async () => {
    const personal = await startVercelStandIn({ token: TOKEN, projectId: PROJECT })
    try {
      await createVercelDomainProvider({ token: TOKEN, projectId: PROJECT, baseUrl: personal.baseUrl }).add(
        'solo.example',
      )
      expect(personal.requests[0].query).toEqual({})
    } finally {
      await personal.close()
    }
  })

  it('treats a domain already on this project as added (a retry)', async () => {
    await provider().add('again.example')
    expect(await provider().add('again.example')).toEqual({ dnsManaged: true, verified: true })
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v10/projects/${PROJECT}/domains`,
      `POST /v10/projects/${PROJECT}/domains`,
      `GET /v9/projects/${PROJECT}/domains/again.example`,
    ])
  })

  it('treats a domain already removed as removed (a retry)', async () => {
    expect(await provider().remove('gone.example')).toEqual({ dnsManaged: true })
  })

  it("maps a domain of another project to 'Vercel error: <message>'", async () => {
    standIn.elsewhere.add('taken.example')
    const error = await refusal(provider().add('taken.example'))
    expect(error.message).toBe("Vercel error: Cannot add taken.example since it's already in use by your account.")
    expect(error.providerStatus).toBe(409)
  })

  it('maps a refused token and a wrong team', async () => {
    expect((await refusal(provider({ token: 'wrong' }).add('a.example'))).message).toBe('Vercel error: Not authorized')
    const wrongTeam = await refusal(provider({ teamId: 'team_other' }).remove('a.example'))
    expect(wrongTeam.message).toBe('Vercel error: You do not have permission to access this resource.')
    expect(wrongTeam.providerStatus).toBe(403)
  })

  it('maps an answer that is not Vercel-shaped to its HTTP status', async () => {
    standIn.failNext(502, '<html>Bad gateway</html>')
    const error = await refusal(provider().add('down.example'))
    expect(error.message).toBe('Vercel error: HTTP 502')
  })

  it('maps an unreachable API', async () => {
    const closed = await startVercelStandIn({ token: TOKEN, projectId: PROJECT })
    await closed.close()
    const error = await refusal(
      createVercelDomainProvider({ token: TOKEN, projectId: PROJECT, baseUrl: closed.baseUrl }).add('x.example'),
    )
    expect(error.message).toMatch(/^Vercel error: /)
    expect(error.providerStatus).toBeUndefined()
  })

  it('escapes the project id and domain in paths', async () => {
    const odd = await startVercelStandIn({ token: TOKEN, projectId: 'my project' })
    try {
      const vercel = createVercelDomainProvider({ token: TOKEN, projectId: 'my project', baseUrl: odd.baseUrl })
      await vercel.add('odd.example')
      await vercel.remove('odd.example')
      expect(odd.requests.map((r) => r.path)).toEqual([
        '/v10/projects/my%20project/domains',
        '/v9/projects/my%20project/domains/odd.example',
      ])
    } finally {
      await odd.close()
    }
  })
})

describe('domainProviderFromEnv', () => {
  it('is the local provider without a token', async () => {
    const local = domainProviderFromEnv({})
    expect(local).toBe(localDomainProvider)
    expect(await local.add('x.example')).toEqual({
      dnsManaged: false,
      notice:
        'The domain is saved, but this site does not connect domains to its hosting by itself: ask the site administrator to add it there.',
    })
  })

  it('is the Vercel provider with a token, reading project, team and API URL', async () => {
    const vercel = domainProviderFromEnv({
      VERCEL_TOKEN: TOKEN,
      VERCEL_PROJECT_ID: PROJECT,
      VERCEL_TEAM_ID: TEAM,
      VERCEL_API_URL: standIn.baseUrl,
    })
    await vercel.add('env.example')
    expect(standIn.requests[0]).toMatchObject({
      path: `/v10/projects/${PROJECT}/domains`,
      query: { teamId: TEAM },
      authorization: `Bearer ${TOKEN}`,
    })
  })

  it('refuses a token without a project id', () => {
    expect(() => domainProviderFromEnv({ VERCEL_TOKEN: TOKEN })).toThrow(/VERCEL_PROJECT_ID/)
  })
})
