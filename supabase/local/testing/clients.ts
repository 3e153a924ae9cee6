import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import ws from 'ws'
import { inject } from 'vitest'

export const env = () => inject('stack')

/** A supabase-js client against the test stack; Node 20 needs the `ws` transport for realtime. */
export function client(key = env().anonKey, accessToken?: string): SupabaseClient {
  return createClient(env().apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : undefined,
  })
}

export const anon = () => client()
export const service = () => client(env().serviceRoleKey)

let pool: pg.Pool | undefined
/** Direct SQL as the database owner, for fixtures and for checking what the API wrote. */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  pool ??= new pg.Pool({ connectionString: env().dbUrl, max: 2 })
  return (await pool.query(text, params)).rows as T[]
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`
}
