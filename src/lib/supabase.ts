import { AuthClient, type AuthChangeEvent } from '@supabase/auth-js'
import { PostgrestClient } from '@supabase/postgrest-js'
import type { RealtimeClient } from '@supabase/realtime-js'
import type { StorageClient } from '@supabase/storage-js'
import type { Database } from '@kernel/generated/database.types'
import { env } from './env'
import { loadOnce } from './load-once'

/**
 * The app's one door to Supabase; ESLint forbids importing `@supabase/*` anywhere else in src/.
 * Import this module only from lazily loaded code, so the landing and 404 chunks stay small.
 *
 * It is supabase-js's client cut in two: auth and the database (`supabase.auth`, `.from`, `.rpc`)
 * load with the admin, and storage and realtime, which no first screen needs (nearly half the
 * client), load on first use through `storage()` and `realtime()`. All of them send the one
 * session's token, read at each request and followed on refresh and sign-out, as supabase-js does.
 * Edge functions are not part of it: the app's server code is `/api`, called with `postApi()`.
 */

const baseUrl = new URL(env.supabaseUrl.endsWith('/') ? env.supabaseUrl : `${env.supabaseUrl}/`)
const anonKey = env.supabaseAnonKey

const auth = new AuthClient({
  url: new URL('auth/v1', baseUrl).href,
  headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
  // supabase-js's key, so that sessions stored before keep working.
  storageKey: `sb-${baseUrl.hostname.split('.')[0]}-auth-token`,
  // Implicit, not PKCE: invitation links are generated server-side (api/), where no PKCE
  // verifier exists in the browser, and a PKCE client rejects such links.
  flowType: 'implicit',
  persistSession: true,
  autoRefreshToken: true,
  detectSessionInUrl: true,
})

/** The signed-in user's token, or the anon key: read at each request, so a refreshed token is used at once. */
async function accessToken(): Promise<string> {
  const { data } = await auth.getSession()
  return data.session?.access_token ?? anonKey
}

const fetchWithAuth: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers)
  if (!headers.has('apikey')) headers.set('apikey', anonKey)
  if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${await accessToken()}`)
  return fetch(input, { ...init, headers })
}

const rest = new PostgrestClient<Database>(new URL('rest/v1', baseUrl).href, { fetch: fetchWithAuth })

export const supabase = {
  auth,
  from: rest.from.bind(rest),
  rpc: rest.rpc.bind(rest),
}

/** Storage (uploads, removals): `const bucket = (await storage()).from(MEDIA_BUCKET)`, then `bucket.upload(…)`. */
export const storage = loadOnce(async (): Promise<StorageClient> => {
  const { StorageClient } = await import('@supabase/storage-js')
  return new StorageClient(new URL('storage/v1', baseUrl).href, {}, fetchWithAuth)
})

/**
 * Realtime (row changes): `(await realtime()).channel(…)`. The socket joins with the session's token
 * and is handed each new one, as supabase-js's client does: a refreshed token keeps the channels
 * authorised, and after sign-out they fall back to the anon key (RLS then lets nothing through).
 */
export const realtime = loadOnce(async (): Promise<RealtimeClient> => {
  const { RealtimeClient } = await import('@supabase/realtime-js')
  const url = new URL('realtime/v1', baseUrl)
  url.protocol = url.protocol.replace('http', 'ws')
  const client = new RealtimeClient(url.href, { params: { apikey: anonKey }, accessToken, fetch: fetchWithAuth })
  let handedToken: string | undefined
  auth.onAuthStateChange((event: AuthChangeEvent, session) => {
    if ((event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') && session?.access_token !== handedToken) {
      handedToken = session?.access_token
      void client.setAuth(handedToken)
    } else if (event === 'SIGNED_OUT') {
      handedToken = undefined
      void client.setAuth()
    }
  })
  // The first channel's join carries the token the socket holds when it is made: hand it over
  // before any channel exists (supabase-js's client has it from its start).
  await client.setAuth()
  return client
})

export type { AuthChangeEvent, AuthError, Session, User } from '@supabase/auth-js'
