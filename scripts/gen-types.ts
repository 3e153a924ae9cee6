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
import { parseArgs } from 'node:util'
import pg from 'pg'
import type { Queryable } from '../supabase/local/db/database.ts'
import { introspect, type Schema } from './gen-types/introspect.ts'
import { TYPES_FILE as OUTPUT, TYPES_SCHEMA as SCHEMA, typesFileText } from './gen-types/types-file.ts'
import { withMigratedDatabase } from './schema-snapshot/fresh-database.ts'

function migratedSchema(): Promise<Schema> {
  return withMigratedDatabase(
    async () => undefined,
    (db) => introspect(db, SCHEMA),
  )
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
  const text = await typesFileText(schema)
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
