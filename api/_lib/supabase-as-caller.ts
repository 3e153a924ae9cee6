import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { Database } from '../../kernel/generated/database.types.js'

function requireEnv(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is not set (see .env.example)`)
  return value
}

/**
 * supabase-js acting as the signed-in caller, with their own bearer token: for the steps the
 * database must see them take itself (auth.uid()), such as opening or accepting an invitation,
 * where the service role would leave it unable to tell who acts. The anon key is what the app
 * itself sends, as in Supabase's guide to calling the API on a user's behalf.
 * https://supabase.com/docs/guides/functions/auth
 */
export function supabaseAsCaller(token: string): SupabaseClient<Database> {
  const url = requireEnv(process.env.SUPABASE_URL, 'SUPABASE_URL')
  const anonKey = requireEnv(process.env.SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY, 'SUPABASE_ANON_KEY')
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    // Node 20 has no global WebSocket, which realtime-js needs even when unused.
    realtime: { transport: ws as never },
  })
}
