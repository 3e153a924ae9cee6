import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../../kernel/generated/database.types.ts'
import { env } from './clients.ts'

export type AppClient = SupabaseClient<Database>

/** supabase-js typed with the generated Database, as the app creates it. */
export function appClient(accessToken?: string, key = env().anonKey): AppClient {
  return createClient<Database>(env().apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  })
}

export const guest = () => appClient()
/** What the /api endpoints use: the service role, past row-level security. */
export const serviceClient = () => appClient(undefined, env().serviceRoleKey)
