import { env } from '../env'

/**
 * Any refusal or failure of a request: PostgREST's `{code, message, details, hint}` and storage's
 * `{statusCode, code, error, message}`, under the names supabase-js's PostgrestError and
 * StorageApiError give them, so `hasDbCode(error, 'EV013')` and `dbErrorMessage` (kernel/db-errors.ts)
 * read it as they read those. Beside the RPC calls, and with `declare`d fields, because the guest page's
 * first chunk holds both: elsewhere it would be one more chunk (measured: `npm run bench -- bundle`).
 */
export class SupabaseHttpError extends Error {
  /** The response's HTTP status (storage answers 400 for most refusals: see `statusCode`). */
  declare readonly status: number
  /** PostgREST's SQLSTATE or the database's own `EV0xx`; storage's error code (`KeyAlreadyExists`). */
  declare readonly code?: string
  /** PostgREST's `details` (e.g. which gifts were bought meanwhile). */
  declare readonly details?: string | null
  declare readonly hint?: string | null
  /** Storage's semantic status, as a string ('409' for an object that exists already). */
  declare readonly statusCode?: string
  /** Storage's short error name ('Duplicate', 'not_found'). */
  declare readonly error?: string

  constructor(status: number, body: unknown) {
    const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    super(typeof fields.message === 'string' ? fields.message : `Request failed with status ${status}`)
    // The body's fields as they come (a `details` may be null).
    Object.assign(this, fields, { name: 'SupabaseHttpError', status })
  }
}

/**
 * Calls to Postgres functions as an anonymous visitor, for the public guest pages: one POST, which
 * PostgREST answers as it answers supabase-js.
 * https://postgrest.org/en/stable/references/api/functions.html
 */
async function postRpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${encodeURIComponent(name)}`, {
    method: 'POST',
    // As supabase-js sends them for a visitor without a session.
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${env.supabaseAnonKey}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(args),
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) throw new SupabaseHttpError(response.status, body)
  return body as T
}

// Requests started early (see preloadPublicRpc), each handed to the first caller asking for it.
const preloaded = new Map<string, Promise<unknown>>()
const requestKey = (name: string, args: Record<string, unknown>) => `${name}:${JSON.stringify(args)}`

/** Starts a call before the screen that needs it has loaded, so data and code download in parallel. */
export function preloadPublicRpc(name: string, args: Record<string, unknown>): void {
  const key = requestKey(name, args)
  if (!preloaded.has(key)) preloaded.set(key, postRpc(name, args))
}

/** Calls the function now, or takes the call preloaded for the same arguments. */
export function callPublicRpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const key = requestKey(name, args)
  const early = preloaded.get(key)
  preloaded.delete(key)
  return (early as Promise<T> | undefined) ?? postRpc<T>(name, args)
}
