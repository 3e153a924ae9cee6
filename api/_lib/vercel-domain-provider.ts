import { DomainProviderError, localDomainProvider, type DomainProvider, type DomainResult } from './domain-provider.js'

export interface VercelConfig {
  token: string
  projectId: string
  teamId?: string
  /** https://api.vercel.com unless a stand-in is given (tests). */
  baseUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

interface VercelErrorBody {
  error?: { code?: string; message?: string }
}

const MANAGED: DomainResult = { dnsManaged: true }

/**
 * Vercel's project-domains REST API: POST /v10/projects/{idOrName}/domains {name} and
 * DELETE /v9/projects/{idOrName}/domains/{domain}, with `teamId` for team-owned projects.
 * https://vercel.com/docs/rest-api/projects/add-a-domain-to-a-project
 * https://vercel.com/docs/rest-api/projects/remove-a-domain-from-a-project
 * Errors come as {error: {code, message}}: https://vercel.com/docs/rest-api/errors
 */
export function createVercelDomainProvider(config: VercelConfig): DomainProvider {
  const base = (config.baseUrl ?? 'https://api.vercel.com').replace(/\/+$/, '')
  const doFetch = config.fetch ?? fetch
  const project = encodeURIComponent(config.projectId)

  const url = (path: string) => {
    const target = new URL(`${base}${path}`)
    if (config.teamId) target.searchParams.set('teamId', config.teamId)
    return target
  }

  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    try {
      return await doFetch(url(path), {
        method,
        headers: { Authorization: `Bearer ${config.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        // Under vercel.json's 10 s maxDuration, so the function can still answer the failure.
        signal: AbortSignal.timeout(config.timeoutMs ?? 8_000),
      })
    } catch (error) {
      throw new DomainProviderError(`Vercel error: ${(error as Error).message}`)
    }
  }

  const failure = async (response: Response): Promise<DomainProviderError> => {
    const body = (await response.json().catch(() => ({}))) as VercelErrorBody
    const message = body.error?.message || `HTTP ${response.status}`
    return new DomainProviderError(`Vercel error: ${message}`, response.status)
  }

  const domainPath = (domain: string) => `/v9/projects/${project}/domains/${encodeURIComponent(domain)}`

  return {
    async add(domain) {
      const response = await call('POST', `/v10/projects/${project}/domains`, { name: domain })
      if (response.ok) {
        const added = (await response.json().catch(() => ({}))) as { verified?: unknown }
        return typeof added.verified === 'boolean' ? { ...MANAGED, verified: added.verified } : MANAGED
      }
      // Vercel refuses a domain already on the project (400) or elsewhere (409); only the first
      // is our own earlier success, which the project-domain read tells apart.
      if (response.status === 400 || response.status === 409) {
        const existing = await call('GET', domainPath(domain))
        if (existing.ok) {
          const known = (await existing.json().catch(() => ({}))) as { verified?: unknown }
          return typeof known.verified === 'boolean' ? { ...MANAGED, verified: known.verified } : MANAGED
        }
      }
      throw await failure(response)
    },
    async remove(domain) {
      const response = await call('DELETE', domainPath(domain))
      // Already gone: the retry of a removal that succeeded.
      if (response.ok || response.status === 404) return MANAGED
      throw await failure(response)
    },
  }
}

/**
 * VERCEL_TOKEN selects the Vercel provider (with VERCEL_PROJECT_ID, and VERCEL_TEAM_ID for a
 * team's project; VERCEL_API_URL only to point it at a stand-in). Without a token, the local one.
 */
export function domainProviderFromEnv(env: NodeJS.ProcessEnv = process.env): DomainProvider {
  const token = env.VERCEL_TOKEN
  if (!token) return localDomainProvider
  // Fail loudly: silently recording domains that never reach Vercel would look like success.
  if (!env.VERCEL_PROJECT_ID) throw new Error('VERCEL_PROJECT_ID is not set while VERCEL_TOKEN is (see .env.example)')
  return createVercelDomainProvider({
    token,
    projectId: env.VERCEL_PROJECT_ID,
    teamId: env.VERCEL_TEAM_ID || undefined,
    baseUrl: env.VERCEL_API_URL || undefined,
  })
}
