// Only light modules load up front: `start` opens the database while the services load.
import type { LocalStack } from './stack.ts'
import { loadConfig } from './shared/config.ts'
import { openDatabase } from './db/pglite.ts'

const USAGE = `usage: node supabase/local/launch.mjs <start|reset|status>
  start   start the local Supabase-compatible stack (creates, migrates and seeds a new database)
  reset   delete local data, then create, migrate and seed a fresh database
  status  print URLs and keys`

function describe(stack: Pick<LocalStack, 'config'>, dbUrl: string): string {
  const c = stack.config
  return [
    `API URL:          ${c.apiUrl}`,
    `REST URL:         ${c.apiUrl}/rest/v1`,
    `Auth URL:         ${c.apiUrl}/auth/v1`,
    `Storage URL:      ${c.apiUrl}/storage/v1`,
    `Realtime URL:     ${c.apiUrl.replace(/^http/, 'ws')}/realtime/v1`,
    `Functions (api/): ${c.apiUrl}/api`,
    `DB URL:           ${dbUrl}`,
    `Inbox URL:        http://${c.host}:${c.inboxPort}`,
    `JWT secret:       ${c.jwtSecret}`,
    `anon key:         ${c.anonKey}`,
    `service_role key: ${c.serviceRoleKey}`,
  ].join('\n')
}

async function main(command = 'start') {
  if (command === 'status') {
    const config = loadConfig()
    console.log(
      describe(
        { config },
        config.databaseUrl ?? `postgresql://postgres:postgres@${config.host}:${config.dbPort}/postgres`,
      ),
    )
    return
  }
  if (command === 'reset') {
    const { resetLocalData, startStack } = await import('./stack.ts')
    await resetLocalData()
    const stack = await startStack()
    await stack.stop()
    console.log('Local database reset, migrated and seeded.')
    return
  }
  if (command !== 'start') {
    console.error(USAGE)
    process.exit(2)
  }
  const started = performance.now()
  const opening = openDatabase(loadConfig())
  const { startStack } = await import('./stack.ts')
  const starting = startStack({}, opening)
  // Signals are handled from the start: stopped mid-start, the stack still stops PostgREST, its
  // child process, instead of leaving it behind.
  const stop = async () => {
    const stack = await starting.catch(() => undefined)
    await stack?.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const stack = await starting
  console.log(
    `\nLocal Supabase ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${stack.db.kind}${stack.created ? ', new database' : ''})`,
  )
  console.log(describe(stack, stack.db.url))
  // SIGHUP re-reads the schema (PostgREST cache, realtime triggers) after DDL run outside migrations.
  process.on('SIGHUP', () => {
    stack.reloadSchema().then(
      () => console.log('schema reloaded'),
      (e: Error) => console.error(e.message),
    )
  })
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
