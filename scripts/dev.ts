import { resolve } from 'node:path'
import { createServer, loadEnv, type ViteDevServer } from 'vite'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import type { LocalStack } from '../supabase/local/stack.ts'
import { importBundledStack } from '../supabase/local/launch.mjs'
import { isLocalUrl } from '../src/lib/env-defaults.ts'

/**
 * `npm run dev`: the local Supabase-compatible stack (unless VITE_SUPABASE_URL names a hosted
 * project) and the Vite dev server in one process; Ctrl-C stops both.
 */
const DEMO_EMAIL = 'demo@eventail.test'

// .env files fill in what the shell did not set; blank lines such as `LOCAL_SUPABASE_DB_URL=` stay unset.
for (const [key, value] of Object.entries(loadEnv('development', PROJECT_ROOT, ''))) {
  if (value !== '' && process.env[key] === undefined) process.env[key] = value
}

const hostedUrl =
  process.env.VITE_SUPABASE_URL && !isLocalUrl(process.env.VITE_SUPABASE_URL)
    ? process.env.VITE_SUPABASE_URL
    : undefined
let stack: LocalStack | undefined
let stackStarting: Promise<LocalStack | undefined> = Promise.resolve(undefined)
let vite: ViteDevServer | undefined

// Ctrl-C is ours from the first moment: pressed while the stack starts, it still stops what has
// started (PostgREST is a child process that would otherwise outlive us).
let stopping = false
async function stop() {
  if (stopping) process.exit(1) // a second Ctrl-C does not wait
  stopping = true
  console.log('\nStopping...')
  await vite?.close().catch(() => {})
  const started = await stackStarting.catch(() => undefined)
  await started?.stop().catch(() => {})
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

async function main() {
  if (!hostedUrl) {
    // The bundled stack loads several times faster than its sources compiled on the fly.
    const { startStack } = await importBundledStack()
    stackStarting = startStack()
    stack = await stackStarting
    if (!stack) return
    // The app must talk to this stack (its port offset included) with its demo key.
    process.env.VITE_SUPABASE_URL = stack.config.apiUrl
    process.env.VITE_SUPABASE_ANON_KEY = stack.config.anonKey
  }
  if (stopping) return
  const ownListeners = process.listeners('SIGTERM')
  vite = await createServer({ configFile: resolve(PROJECT_ROOT, 'vite.config.ts') })
  await vite.listen()
  // Vite exits on SIGTERM by itself; the stack has to stop too, so shutdown stays ours.
  for (const listener of process.listeners('SIGTERM'))
    if (!ownListeners.includes(listener)) process.off('SIGTERM', listener)

  const appUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? 'http://localhost:5173'
  const lines = ['', `  App:        ${appUrl}`]
  if (stack) {
    lines.push(
      `  Inbox:      http://${stack.config.host}:${stack.config.inboxPort}`,
      `  Supabase:   ${stack.config.apiUrl} (local, ${stack.db.kind})`,
      `  Sign in as: ${DEMO_EMAIL} (the link arrives in the inbox)`,
    )
  } else {
    lines.push(
      `  Supabase:   ${hostedUrl} (hosted; /api goes to ${process.env.API_PROXY_TARGET || 'the local gateway'})`,
    )
  }
  console.log([...lines, '', '  Ctrl-C to stop.', ''].join('\n'))
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  await stack?.stop().catch(() => {})
  process.exit(1)
})
