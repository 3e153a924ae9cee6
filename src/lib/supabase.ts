import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/kernel/database.types'
import { env } from './env'

/**
 * The app's one Supabase client; ESLint forbids importing supabase-js anywhere else in src/.
 * Import this module only from lazily loaded code, so the landing and 404 chunks stay small.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    // Implicit, not PKCE: invitation links are generated server-side (api/), where no PKCE
    // verifier exists in the browser, and a PKCE client rejects such links.
    flowType: 'implicit',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
})

export type { AuthChangeEvent, AuthError, Session, User } from '@supabase/supabase-js'
