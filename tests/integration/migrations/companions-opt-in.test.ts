import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../../../supabase/local/db/database.ts'
import { bootstrapPlatform, listMigrations } from '../../../supabase/local/db/migrate.ts'

// make_companions_opt_in on a database that already holds guests (issue 29): which allowed party
// sizes it clears (the defaults the organisers never chose) and which it keeps as the guests' own.
// The migrations before it run on a fresh embedded database, guests are written as the app wrote
// them then, and the migration runs on them.

const MIGRATION = '20261127110300'
let pg: PGlite

function asDatabase(db: PGlite): Database {
  const query = async <T>(sql: string, params?: unknown[]) => {
    if (params) {
      const r = await db.query<T>(sql, params)
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length }
    }
    const results = await db.exec(sql)
    const last = results[results.length - 1]
    return { rows: (last?.rows ?? []) as T[], rowCount: last?.affectedRows ?? 0 }
  }
  return {
    kind: 'pglite',
    url: 'memory://',
    query,
    transaction: (fn) => fn({ query }),
    asRole: () => Promise.reject(new Error('not needed')),
    close: () => db.close(),
  }
}

beforeAll(async () => {
  pg = await PGlite.create()
  const db = asDatabase(pg)
  await bootstrapPlatform(db)
  for (const migration of listMigrations().filter((m) => m.version < MIGRATION)) {
    await pg.exec(readFileSync(migration.path, 'utf8'))
  }
}, 120_000)

afterAll(() => pg?.close())

const party = (n: number) =>
  JSON.stringify(Array.from({ length: n }, (_, i) => ({ name: `P${i}`, age: 'adult', vegetarian: false })))

it('clears the defaults (1 for a guest typed alone, the party entered for one who has not answered) and keeps the rest', async () => {
  const [{ id: event }] = (
    await pg.query<{ id: string }>(`insert into public.events (type) values ('wedding') returning id`)
  ).rows
  const guest = async (name: string, status: string, plusOnes: number, max: number | null) =>
    pg.query(
      `insert into public.guests (event_id, name, status, plus_ones, max_party_size) values ($1, $2, $3::public.guest_status, $4, $5)`,
      [event, name, status, party(plusOnes), max],
    )
  // As the app wrote them before: the form's '1', the database's default (the party entered), chosen limits.
  await guest('Typed alone', 'pending', 0, 1)
  await guest('Alone, answered', 'confirmed', 0, 1)
  await guest('Typed with two', 'pending', 2, null)
  await guest('Raised to four', 'pending', 0, 4)
  await guest('Raised above the party', 'pending', 1, 5)
  await guest('Answered with a full party', 'confirmed', 2, 3)
  await guest('Declined, was allowed three', 'declined', 0, 3)

  await pg.exec(readFileSync(listMigrations().find((m) => m.version === MIGRATION)!.path, 'utf8'))

  const rows = (
    await pg.query<{ name: string; max_party_size: number | null; allowed: number }>(
      `select g.name, g.max_party_size, private.guest_party_allowance(g) as allowed
       from public.guests g where g.event_id = $1 order by g.created_at, g.name`,
      [event],
    )
  ).rows
  expect(Object.fromEntries(rows.map((r) => [r.name, [r.max_party_size, r.allowed]]))).toEqual({
    'Typed alone': [null, 21],
    'Alone, answered': [null, 21],
    'Typed with two': [null, 21],
    'Raised to four': [4, 4],
    'Raised above the party': [5, 5],
    'Answered with a full party': [3, 3],
    'Declined, was allowed three': [3, 3],
  })
  // Existing events get the spec's default: no event-wide limit.
  const [{ rsvp_companions }] = (
    await pg.query<{ rsvp_companions: number | null }>(`select rsvp_companions from public.events where id = $1`, [
      event,
    ])
  ).rows
  expect(rsvp_companions).toBeNull()
}, 60_000)
