/**
 * Writes kernel/generated/database.types.ts from the schema, in the shape `supabase gen types typescript`
 * produces (Database → schema → Tables/Views/Functions/Enums/CompositeTypes, plus the Tables<>,
 * TablesInsert<>, TablesUpdate<>, Enums<> helpers and Constants).
 *
 *   npm run gen:types                        # migrations applied to a throwaway in-memory PGlite
 *   npm run gen:types -- --db-url <url>      # an existing database (e.g. a hosted project)
 *   npm run gen:types -- --check             # fail when the committed file is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import pg from 'pg'
import * as prettier from 'prettier'
import { PROJECT_ROOT } from '../supabase/local/shared/config.ts'
import type { Database, Queryable } from '../supabase/local/db/database.ts'
import { applyMigrations, bootstrapPlatform } from '../supabase/local/db/migrate.ts'
import { introspect, type Schema } from './gen-types/introspect.ts'
import { render } from './gen-types/render.ts'

const OUTPUT = resolve(PROJECT_ROOT, 'kernel/generated/database.types.ts')
const SCHEMA = 'public'

/** PGlite as the migration runner's Database: enough of it to bootstrap and migrate. */
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
    asRole: () => Promise.reject(new Error('not available while generating types')),
    close: () => db.close(),
  }
}

async function migratedSchema(): Promise<Schema> {
  const db = pgliteDatabase(await PGlite.create())
  try {
    await bootstrapPlatform(db)
    await applyMigrations(db)
    return await introspect(db, SCHEMA)
  } finally {
    await db.close()
  }
}

async function liveSchema(url: string): Promise<Schema> {
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  try {
    const db = { query: async (sql: string, params?: unknown[]) => pool.query(sql, params) } as unknown as Queryable
    return await introspect(db, SCHEMA)
  } finally {
    await pool.end()
  }
}

async function main() {
  const { values } = parseArgs({ options: { 'db-url': { type: 'string' }, check: { type: 'boolean' } } })
  const schema = values['db-url'] ? await liveSchema(values['db-url']) : await migratedSchema()
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {}
  const text = await prettier.format(render(schema, SCHEMA), { ...options, parser: 'typescript' })
  if (values.check) {
    const current = readFileSync(OUTPUT, 'utf8')
    if (current !== text) {
      console.error(`${OUTPUT} is out of date: run npm run gen:types`)
      process.exit(1)
    }
    console.log('database types are up to date')
    return
  }
  writeFileSync(OUTPUT, text)
  console.log(
    `wrote ${OUTPUT} (${schema.tables.length} tables, ${schema.functions.length} functions, ${schema.enums.length} enums)`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
