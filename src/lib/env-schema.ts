import { z } from 'zod'
import { DEMO_ANON_KEY, LOCAL_SITE_URL, LOCAL_SUPABASE_URL } from './env-defaults.ts'

/**
 * The browser's configuration, validated once when Vite starts (dev) or builds, so a typo fails
 * `npm run dev` / `npm run build` with a readable message instead of a blank page. This module
 * runs in Node only (vite.config.ts, tests): keeping zod out of the browser bundle keeps the
 * public guest page inside its budget.
 */
const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''))

// A legacy JWT anon key, or one of Supabase's newer publishable keys.
const anonKey = z
  .string()
  .regex(/^(?:[\w-]+\.[\w-]+\.[\w-]+|sb_publishable_[\w-]+)$/, 'must be a Supabase anon (JWT) or publishable key')

const schema = z.object({
  VITE_SUPABASE_URL: httpUrl.default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: anonKey.default(DEMO_ANON_KEY),
  VITE_PUBLIC_SITE_URL: httpUrl.default(LOCAL_SITE_URL),
})

export type ClientEnvVars = z.infer<typeof schema>

/** Parses raw variables (process.env or .env files); blank values count as unset. */
export function parseClientEnv(raw: Record<string, string | undefined>): ClientEnvVars {
  const present = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = raw[key]?.trim()
      return value ? [[key, value]] : []
    }),
  )
  const result = schema.safeParse(present)
  if (!result.success) throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`)
  return result.data
}

/** Vite `define` entries that bake the validated values into the client bundle. */
export function clientEnvDefines(vars: ClientEnvVars): Record<string, string> {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  )
}
