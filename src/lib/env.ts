import { DEMO_ANON_KEY, LOCAL_SITE_URL, LOCAL_SUPABASE_URL } from './env-defaults'

export interface ClientEnv {
  supabaseUrl: string
  supabaseAnonKey: string
  /** Origin of the public event pages, e.g. https://eventail.app (links to /{slug}). */
  publicSiteUrl: string
}

/**
 * The validated configuration. vite.config.ts checks the variables with the zod schema in
 * env-schema.ts and bakes them in; the fallbacks only serve tools that bypass that config (Vitest).
 */
export const env: ClientEnv = {
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL ?? LOCAL_SUPABASE_URL,
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? DEMO_ANON_KEY,
  publicSiteUrl: import.meta.env.VITE_PUBLIC_SITE_URL ?? LOCAL_SITE_URL,
}
