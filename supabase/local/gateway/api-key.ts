import type { LocalConfig } from '../shared/config.ts'
import type { Request } from '../shared/http.ts'

export type KeyCheck = { ok: true } | { ok: false; message: string }

/**
 * Supabase's gateway (Kong key-auth) requires a known `apikey` on REST, auth and realtime, and
 * forwards it as the bearer token when the client sent no Authorization header.
 * https://supabase.com/docs/guides/api/api-keys
 */
export function checkApiKey(req: Request, url: URL, config: LocalConfig): KeyCheck {
  const header = req.headers.apikey
  const key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined
  if (!key) return { ok: false, message: 'No API key found in request' }
  if (key !== config.anonKey && key !== config.serviceRoleKey) return { ok: false, message: 'Invalid API key' }
  if (!req.headers.authorization) req.headers.authorization = `Bearer ${key}`
  return { ok: true }
}

/** Prefixes whose requests must carry an apikey, as in Supabase's kong.yml. */
export const KEY_PROTECTED_PREFIXES = ['/rest/v1', '/auth/v1', '/realtime/v1', '/graphql/v1']

/**
 * Routes kong.yml leaves open (auth-v1-open*): e-mailed links are opened in a browser, without a key.
 * https://github.com/supabase/cli/blob/develop/internal/start/templates/kong.yml
 */
export const KEY_OPEN_PREFIXES = ['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize']
