import { env } from './env'

/**
 * Anonymous calls to Postgres functions for the public guest pages, with plain fetch: supabase-js
 * weighs ~50 KB gzip, half of the /{slug} page's 100 KB budget, for one POST that PostgREST
 * answers the same way (https://postgrest.org/en/stable/references/api/functions.html).
 * Headers as supabase-js sends them for a visitor without a session.
 */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** PostgREST's `details` (e.g. which gifts were bought meanwhile). */
    readonly details?: string,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

async function post<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(args),
  })
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return body as T
  // PostgREST errors are {code, message, details, hint}.
  const error = (body ?? {}) as { message?: unknown; code?: unknown; details?: unknown }
  throw new RpcError(
    typeof error.message === 'string' ? error.message : `Request failed with status ${response.status}`,
    response.status,
    typeof error.code === 'string' ? error.code : undefined,
    typeof error.details === 'string' ? error.details : undefined,
  )
}

// Requests started early (see preloadPublicRpc), each handed to the first caller asking for it.
const preloaded = new Map<string, Promise<unknown>>()
const requestKey = (name: string, args: Record<string, unknown>) => `${name}:${JSON.stringify(args)}`

/** Starts a call before the screen that needs it has loaded, so data and code download in parallel. */
export function preloadPublicRpc(name: string, args: Record<string, unknown>): void {
  const key = requestKey(name, args)
  if (!preloaded.has(key)) preloaded.set(key, post(name, args))
}

/** Calls the function now, or takes the call preloaded for the same arguments. */
export function callPublicRpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const key = requestKey(name, args)
  const early = preloaded.get(key)
  preloaded.delete(key)
  return (early as Promise<T> | undefined) ?? post<T>(name, args)
}
