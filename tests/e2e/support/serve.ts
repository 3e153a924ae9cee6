import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite'
import { PROJECT_ROOT } from '../../../supabase/local/shared/config.ts'
import { startStack, type LocalStack } from '../../../supabase/local/stack.ts'
import { testAuthLimits } from '../../../supabase/local/testing/test-auth-limits.ts'
import { e2e } from './e2e-env.ts'

/**
 * Playwright's webServer: a throwaway local stack (fresh database with the seed) and the app
 * pointed at it, both stopped and deleted on SIGTERM/SIGINT.
 */
const work = mkdtempSync(join(tmpdir(), 'eventail-e2e-'))
let stack: LocalStack | undefined
let app: ViteDevServer | PreviewServer | undefined

async function stop(code: number) {
  await app?.close().catch(() => {})
  await stack?.stop().catch(() => {})
  rmSync(work, { recursive: true, force: true })
  process.exit(code)
}

async function start() {
  stack = await startStack({
    portOffset: e2e.portOffset,
    dataDir: join(work, 'db'),
    storageDir: join(work, 'storage'),
    seed: true,
    quiet: !process.env.LOCAL_SUPABASE_VERBOSE,
    auth: { ...testAuthLimits(), siteUrl: e2e.appUrl },
  })
  // Read by vite.config.ts; process.env wins over any .env file.
  Object.assign(process.env, {
    VITE_SUPABASE_URL: stack.config.apiUrl,
    VITE_SUPABASE_ANON_KEY: stack.config.anonKey,
    VITE_PUBLIC_SITE_URL: e2e.appUrl,
    API_PROXY_TARGET: stack.config.apiUrl,
  })
  const ownListeners = process.listeners('SIGTERM')
  const configFile = resolve(PROJECT_ROOT, 'vite.config.ts')
  const server = { host: '127.0.0.1', port: e2e.appPort, strictPort: true }
  if (e2e.preview) {
    const outDir = join(work, 'dist')
    await build({ configFile, logLevel: 'warn', build: { outDir } })
    app = await preview({ configFile, build: { outDir }, preview: server })
  } else {
    // Warm-up transforms every screen up front, so the first test does not wait for them.
    const dev = await createServer({
      configFile,
      logLevel: 'warn',
      server: { ...server, warmup: { clientFiles: ['src/**/*.tsx'] } },
    })
    app = dev
    await dev.listen()
  }
  // Vite's own SIGTERM handler exits the process at once, but the stack must stop first.
  for (const listener of process.listeners('SIGTERM'))
    if (!ownListeners.includes(listener)) process.off('SIGTERM', listener)
  console.log(`e2e app on ${e2e.appUrl}, API on ${stack.config.apiUrl}, inbox on ${e2e.inboxUrl}`)
}

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    void stop(0)
  })
}

start().catch(async (error: unknown) => {
  console.error(error)
  await stop(1)
})
