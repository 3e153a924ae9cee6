import { spawn } from 'node:child_process'
import type { LocalConfig } from '../supabase/local/shared/config.ts'
import { postgrestBinary, postgrestEnv } from '../supabase/local/rest/postgrest.ts'

/**
 * A second PostgREST on loopback TCP against the same database, to measure what the gateway
 * costs: the stack's own PostgREST listens on a Unix socket that only the gateway reaches.
 */
export async function startDirectPostgrest(config: LocalConfig, db: { kind: 'pglite' | 'postgres'; url: string }) {
  const port = config.restPort + 5
  const adminPort = config.restPort + 6
  const env = postgrestEnv(config, db, { port }, adminPort)
  const child = spawn(postgrestBinary(), [], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'ignore' })
  const deadline = Date.now() + 30_000
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${adminPort}/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) throw new Error('direct PostgREST did not start')
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  }
}
