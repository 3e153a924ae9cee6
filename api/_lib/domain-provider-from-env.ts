import type { DomainProvider } from './domain-provider.js'
import { localDomainProvider } from './local-domain-provider.js'
import { createVercelDomainProvider } from './vercel-domain-provider.js'

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
