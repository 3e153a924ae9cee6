import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

export interface PostgresServer {
  url: string
  stop(): void
}

function findBin(name: string): string {
  for (const dir of ['/usr/lib/postgresql']) {
    if (!existsSync(dir)) continue
    const versions = readdirSync(dir).sort((a, b) => Number(b) - Number(a))
    for (const v of versions) {
      const path = join(dir, v, 'bin', name)
      if (existsSync(path)) return path
    }
  }
  return name
}

/**
 * A private PostgreSQL cluster for the backend suite. `initdb` and `postgres` refuse to run as
 * root, so as root the cluster runs as the `postgres` system user.
 */
export function startPostgresServer(port: number): PostgresServer {
  const dir = mkdtempSync(join(tmpdir(), 'eventail-pg-'))
  chmodSync(dir, 0o777)
  const asRoot = process.getuid?.() === 0
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : bin
    const argv = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args
    const r = spawnSync(command, argv, { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`)
  }
  const data = join(dir, 'data')
  const initdb = findBin('initdb')
  // Supabase Cron where Debian's postgresql-NN-cron is installed (CI installs it): the migrations
  // schedule the app's jobs with the real pg_cron, as on a hosted project.
  const extensions = join(
    initdb,
    '..',
    '..',
    '..',
    '..',
    '..',
    'share',
    'postgresql',
    basename(join(initdb, '..', '..')),
    'extension',
  )
  const cron = existsSync(join(extensions, 'pg_cron.control'))
    ? ' -c shared_preload_libraries=pg_cron -c cron.database_name=postgres -c cron.use_background_workers=on'
    : ''
  run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  run(findBin('pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=100${cron}`,
  ])
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(findBin('pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export function postgresAvailable(): boolean {
  try {
    execFileSync(findBin('initdb'), ['--version'])
    return true
  } catch {
    return false
  }
}
