import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PROJECT_ROOT } from '../shared/config.ts'
import { startStack, type LocalStack } from '../stack.ts'
import { startPostgresServer, type PostgresServer } from './postgres-server.ts'
import { testAuthLimits } from './test-auth-limits.ts'

export type TestDatabase = 'pglite' | 'postgres'

/** Everything that changes the content of a freshly migrated database. */
function schemaFingerprint(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry)
      if (statSync(path).isDirectory()) walk(path)
      else if (entry.endsWith('.sql')) hash.update(entry).update(readFileSync(path))
    }
  }
  walk(resolve(PROJECT_ROOT, 'supabase'))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A migrated PGlite data directory made once per schema version and copied for each run:
 * creating PGlite costs seconds and hundreds of MB, copying a closed directory costs little.
 */
async function pgliteTemplate(portOffset: number): Promise<string> {
  const dir = resolve(PROJECT_ROOT, '.local', `test-template-${schemaFingerprint()}`)
  if (existsSync(join(dir, 'PG_VERSION'))) return dir
  mkdirSync(resolve(dir, '..'), { recursive: true })
  // Built aside and renamed into place, so concurrent runs never copy a half-made template.
  const building = mkdtempSync(join(resolve(dir, '..'), 'building-'))
  const stack = await startStack({
    dataDir: join(building, 'db'),
    portOffset,
    seed: false,
    quiet: true,
    storageDir: join(building, 'storage'),
  })
  await stack.stop()
  try {
    renameSync(join(building, 'db'), dir)
  } catch (error) {
    if (!existsSync(join(dir, 'PG_VERSION'))) throw error
  }
  rmSync(building, { recursive: true, force: true })
  return dir
}

export interface TestStack {
  stack: LocalStack
  stop(): Promise<void>
}

export async function startTestStack(
  kind: TestDatabase,
  portOffset: number,
  options: { crons?: boolean } = {},
): Promise<TestStack> {
  const work = mkdtempSync(join(tmpdir(), 'eventail-test-'))
  let postgres: PostgresServer | undefined
  const dataDir = join(work, 'db')
  if (kind === 'pglite') cpSync(await pgliteTemplate(portOffset), dataDir, { recursive: true })
  else postgres = startPostgresServer(54322 + portOffset + 10)
  let stack: LocalStack
  try {
    stack = await startStack({
      portOffset,
      dataDir,
      storageDir: join(work, 'storage'),
      databaseUrl: postgres?.url,
      seed: false,
      // The mail tests run the drain themselves: a scheduled one would race them.
      crons: options.crons ?? false,
      quiet: !process.env.LOCAL_SUPABASE_VERBOSE,
      auth: testAuthLimits(),
    })
  } catch (error) {
    postgres?.stop()
    rmSync(work, { recursive: true, force: true })
    throw error
  }
  return {
    stack,
    async stop() {
      await stack.stop()
      postgres?.stop()
      rmSync(work, { recursive: true, force: true })
    },
  }
}
