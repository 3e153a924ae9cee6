import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Database, Queryable } from '../../supabase/local/db/database.ts'
import { applyMigrations, bootstrapPlatform } from '../../supabase/local/db/migrate.ts'
import { PROJECT_ROOT } from '../../supabase/local/shared/config.ts'

/**
 * The schema the migrations build, for the files generated from it (`supabase/schema/`,
 * `kernel/generated/database.types.ts`): a throwaway in-memory PGlite, never the system PostgreSQL.
 * PGlite's Postgres is pinned by package-lock.json, so `pg_get_functiondef` and friends print the same
 * text on every machine; a system PostgreSQL of another major version would print some of it differently.
 * Nothing here starts the local stack: its services add their own objects (the realtime capture
 * triggers) that are not the migrations'.
 */
function pgliteDatabase(db: PGlite): Database {
  const wrap = (q: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      // exec() runs multi-statement scripts (migrations, called without parameters); query()
      // runs one statement with bound parameters.
      if (params) {
        const r = await q.query<T>(sql, params)
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length }
      }
      const results = await q.exec(sql)
      const last = results[results.length - 1]
      return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? 0 }
    },
  })
  return {
    kind: 'pglite',
    url: 'memory://',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    asRole: () => Promise.reject(new Error('not available on the generators’ database')),
    close: () => db.close(),
  }
}

/**
 * A new, empty cluster. Most of PGlite's start is initdb, whose result depends on PGlite's version
 * alone: it is kept under .local/ once per version (a 40 MB tar) and loaded from there, 2–3 times faster.
 * The test template (supabase/local/testing/test-stack.ts) is not reused: it is made by the whole stack, whose
 * services add objects of their own, and the unit suite runs before the integration suite makes it.
 */
async function emptyCluster(): Promise<PGlite> {
  const manifest = resolve(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json')
  if (!existsSync(manifest)) return PGlite.create()
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  const cached = resolve(PROJECT_ROOT, '.local', `pglite-initdb-${version}.tar`)
  if (existsSync(cached)) return PGlite.create({ loadDataDir: new Blob([readFileSync(cached)]) })
  const db = await PGlite.create()
  const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
  mkdirSync(resolve(cached, '..'), { recursive: true })
  // Written aside and renamed into place, so a concurrent run never loads half a file.
  const partial = join(resolve(cached, '..'), `pglite-initdb-${process.pid}.partial`)
  writeFileSync(partial, tar)
  renameSync(partial, cached)
  return db
}

/**
 * Bootstraps the platform (roles, auth, storage, realtime, cron stand-ins), lets `afterPlatform`
 * look at it, applies every migration, then hands the database to `afterMigrations`.
 */
export async function withMigratedDatabase<P, T>(
  afterPlatform: (db: Queryable) => Promise<P>,
  afterMigrations: (db: Queryable, platform: P) => Promise<T>,
): Promise<T> {
  const db = pgliteDatabase(await emptyCluster())
  try {
    await bootstrapPlatform(db)
    const platform = await afterPlatform(db)
    await applyMigrations(db)
    return await afterMigrations(db, platform)
  } finally {
    await db.close()
  }
}
