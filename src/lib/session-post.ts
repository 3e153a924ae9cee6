import { parseJsonObject } from './json-object'
import { supabase } from './supabase'

/** What an /api endpoint answered: `body` is null when the answer was not JSON (a proxy's error page, say). */
export interface ApiAnswer {
  status: number
  ok: boolean
  body: Record<string, unknown> | null
}

/** Thrown before any request when nobody is signed in: the endpoints need the caller's token. */
export class NoSessionError extends Error {}

/**
 * POSTs JSON to a same-origin /api endpoint with the caller's access token (SPEC §7 "bearer
 * token"). Throws NoSessionError carrying `noSessionMessage` when there is no session.
 */
export async function postWithSession(path: string, body: unknown, noSessionMessage: string): Promise<ApiAnswer> {
  const { data } = await supabase.auth.getSession()
  const token = data.session?.access_token
  if (!token) throw new NoSessionError(noSessionMessage)
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  return { status: response.status, ok: response.ok, body: parseJsonObject(await response.text()) }
}
