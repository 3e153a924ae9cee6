import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { SUPABASE_DIR } from '../shared/config.ts'
import type { Database } from './database.ts'

const LOCAL_DIR = resolve(SUPABASE_DIR, 'local')

/** Platform SQL in the order it must run: hosted Supabase's schemas first, then each local service's own tables. */
const BOOTSTRAP_FILES = ['db/platform.sql', 'auth/schema.sql', 'storage/schema.sql', 'realtime/schema.sql']

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

export async function bootstrapPlatform(db: Database): Promise<void> {
  for (const file of BOOTSTRAP_FILES) {
    const path = resolve(LOCAL_DIR, file)
    if (existsSync(path)) await db.query(readFileSync(path, 'utf8'))
  }
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
        throw new Error(`migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`, { cause: error })
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        [sql],
      ])
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
