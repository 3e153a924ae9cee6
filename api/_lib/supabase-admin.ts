import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../kernel/generated/database.types.js'

function requireEnv(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set (see .env.example)`)
  return value
}

let client: SupabaseClient<Database> | undefined

/**
 * The service-role client for api/ handlers: it bypasses RLS, so handlers check the caller
 * themselves first. One per warm function instance; it never persists or refreshes a session.
 */
export function supabaseAdmin(): SupabaseClient<Database> {
  client ??= createClient<Database>(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket, which realtime-js needs even when unused.
    realtime: { transport: ws as never },
  })
  return client
}
