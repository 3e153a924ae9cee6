/**
 * What `npm run dev` uses when no .env is present: the local stack started by scripts/dev.ts.
 * The anon key is the Supabase CLI's public local demo key (also in supabase/local/shared/config.ts;
 * a unit test keeps both equal). It only works against a local stack.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_SITE_URL = 'http://localhost:5173'
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])

/** True for loopback URLs, i.e. a Supabase stack on this machine rather than a hosted project. */
export function isLocalUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url)
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')
  } catch {
    return false
  }
}
