import { parseJsonObject } from '../json-object'
import { supabase } from '../supabase'

/** SPEC §8: what a signed-in action says when the session is gone. */
export const NO_SESSION_MESSAGE = 'Authentication session not found. Please log in again.'

/** What an /api endpoint answered: `body` is null when the answer was not JSON (a proxy's error page, say). */
export interface ApiAnswer {
  status: number
  ok: boolean
  body: Record<string, unknown> | null
}

/** Thrown before any request when nobody is signed in: the endpoints need the caller's token. */
export class NoSessionError extends Error {}

/**
 * The app's one client for its own /api endpoints: POSTs JSON with the caller's access token
 * (SPEC §7 "bearer token") and hands back the answer for the feature to read. Throws
 * NoSessionError (with `noSessionMessage`) when nobody is signed in; a network failure throws
 * fetch's own error.
 */
export async function postApi(
  path: `/api/${string}`,
  body: unknown,
  noSessionMessage: string = NO_SESSION_MESSAGE,
): Promise<ApiAnswer> {
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
