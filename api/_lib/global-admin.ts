import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/kernel/database.types.js'

/** SPEC §6: only the stored role 'admin' makes a global admin; read with the service role. */
export async function isGlobalAdmin(db: SupabaseClient<Database>, userId: string): Promise<boolean> {
  const { data, error } = await db.from('users').select('role').eq('id', userId).maybeSingle()
  if (error) throw error
  return data?.role === 'admin'
}
