import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SUPABASE_DIR } from '../shared/config.ts'
import type { Database } from './database.ts'

const LOCAL_DIR = resolve(SUPABASE_DIR, 'local')

/** Platform SQL in the order it must run: hosted Supabase's schemas first, then each local service's own tables. */
const BOOTSTRAP_FILES = [
  'db/platform.sql',
  'auth/schema.sql',
  'storage/schema.sql',
  'realtime/schema.sql',
  // Supabase Cron, pg_net and Vault where the real ones are absent.
  'scheduler/schema.sql',
]

const MIGRATION_NAME = /^(\d{14})_(.+)\.sql$/

export interface MigrationFile {
  version: string
  name: string
  path: string
}

export function listMigrations(dir = resolve(SUPABASE_DIR, 'migrations')): MigrationFile[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = MIGRATION_NAME.exec(file)
      if (!match) throw new Error(`migration file name must be YYYYMMDDHHMMSS_name.sql: ${file}`)
      return { version: match[1], name: match[2], path: resolve(dir, file) }
    })
    .sort((a, b) => a.version.localeCompare(b.version))
}

/**
 * Applies the platform SQL, unless this exact version already ran on this database: it is
 * idempotent, but re-running it costs a noticeable part of a warm start.
 */
export async function bootstrapPlatform(db: Database): Promise<void> {
  const sql = BOOTSTRAP_FILES.map((file) => resolve(LOCAL_DIR, file))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'))
  const fingerprint = createHash('sha256').update(sql.join('\0')).digest('hex')
  const applied = await db
    .query<{ fingerprint: string }>(
      `select fingerprint from _local.platform_bootstrap where to_regclass('_local.platform_bootstrap') is not null`,
    )
    .catch(() => ({ rows: [] as { fingerprint: string }[] }))
  if (applied.rows[0]?.fingerprint === fingerprint) return
  for (const part of sql) await db.query(part)
  await db.query(`
    create schema if not exists _local;
    create table if not exists _local.platform_bootstrap (id boolean primary key default true check (id), fingerprint text not null);
  `)
  await db.query(
    `insert into _local.platform_bootstrap (fingerprint) values ($1) on conflict (id) do update set fingerprint = excluded.fingerprint`,
    [fingerprint],
  )
}

/** Applies pending migrations in order, each in its own transaction, and records them as the CLI does. */
export async function applyMigrations(db: Database, log: (line: string) => void = () => {}): Promise<string[]> {
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  )
  const applied: string[] = []
  for (const migration of listMigrations()) {
    if (done.has(migration.version)) continue
    const sql = readFileSync(migration.path, 'utf8')
    await db.transaction(async (tx) => {
      try {
        await tx.query(sql)
      } catch (error) {
        throw new Error(`migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, {
          cause: error,
        })
      }
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      )
    })
    log(`applied migration ${migration.version}_${migration.name}`)
    applied.push(migration.version)
  }
  return applied
}

export async function applySeed(db: Database, path = resolve(SUPABASE_DIR, 'seed.sql')): Promise<boolean> {
  if (!existsSync(path)) return false
  const sql = readFileSync(path, 'utf8')
  if (!sql.trim()) return false
  await db.transaction((tx) => tx.query(sql))
  return true
}
