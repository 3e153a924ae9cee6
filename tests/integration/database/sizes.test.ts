import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { FIELD_LIMITS } from '../../../kernel/field-limits.ts'
import { sql } from '../support/clients.ts'
import { addGift, addGuest, addPhoto, createTeam, type Team } from '../support/event-fixtures.ts'

// Each case is an attack that used to succeed: a member of the event writes a huge value through
// REST (a 5 MB todo name and a 2 MB first name were stored). The database refuses, names the
// limit, and the stored row is unchanged. Bodies over 2 MiB no longer reach it (the gateway
// answers 413, supabase/local/tests/gateway/request-bodies.test.ts): the huge values here are 1 MiB.
let team: Team
beforeAll(async () => {
  team = await createTeam()
})

const long = (length: number) => 'x'.repeat(length + 1)

type Case = [table: string, column: string, value: () => unknown, target: () => Promise<string>]

const cases: Case[] = [
  ['events', 'name', () => long(FIELD_LIMITS.name), async () => team.event.id],
  ['events', 'location', () => long(FIELD_LIMITS.location), async () => team.event.id],
  ['events', 'spouse1', () => long(FIELD_LIMITS.name), async () => team.event.id],
  ['events', 'websiteSettings', () => ({ theme: 'light', filler: long(20_000) }), async () => team.event.id],
  ['guests', 'name', () => long(FIELD_LIMITS.name), () => addGuest(team.event.id, 'Ann')],
  ['guests', 'comment', () => long(FIELD_LIMITS.comment), () => addGuest(team.event.id, 'Ann')],
  ['guests', 'email', () => `${long(FIELD_LIMITS.email)}@example.org`, () => addGuest(team.event.id, 'Ann')],
  ['gifts', 'name', () => long(FIELD_LIMITS.name), () => addGift(team.event.id, 'Vase')],
  ['gifts', 'description', () => long(FIELD_LIMITS.description), () => addGift(team.event.id, 'Vase')],
  ['photos', 'caption', () => long(FIELD_LIMITS.caption), () => addPhoto(team.event)],
  [
    'todos',
    'name',
    () => long(1024 * 1024),
    async () =>
      (
        await sql<{ id: string }>(`insert into todos (event_id, name) values ($1, 'Call') returning id`, [
          team.event.id,
        ])
      )[0].id,
  ],
]

describe('text sizes are bounded in the database', () => {
  it.each(cases)('%s.%s refuses an oversize value from a member', async (table, column, value, target) => {
    const id = await target()
    const [before] = await sql(`select * from public.${table} where id = $1`, [id])
    // The tables are typed per name; the cases walk them generically.
    const db = team.owner.db as unknown as SupabaseClient
    const { error } = await db
      .from(table)
      .update({ [column]: value() })
      .eq('id', id)
    expect(error?.code).toBe('23514')
    // todos_name_length came with the todos module; the others are <table>_<column>_too_long.
    expect(error?.message).toMatch(/_too_long|todos_name_length/)
    const [after] = await sql(`select * from public.${table} where id = $1`, [id])
    expect(after).toEqual(before)
  })

  it("refuses a 1 MB first name on the user's own row", async () => {
    const { error } = await team.owner.db
      .from('users')
      .update({ name: { first: long(1024 * 1024), last: 'Big' } })
      .eq('id', team.owner.id)
    expect(error?.code).toBe('23514')
    expect(await sql(`select name->>'last' as last from users where id = $1`, [team.owner.id])).not.toEqual([
      { last: 'Big' },
    ])
  })

  it('accepts values at the limit', async () => {
    const id = await addGuest(team.event.id, 'Ann')
    const { error } = await team.owner.db
      .from('guests')
      .update({ comment: 'y'.repeat(FIELD_LIMITS.comment) })
      .eq('id', id)
    expect(error).toBeNull()
  })

  it('refuses NaN as a gift amount (NaN >= 0 is true in Postgres)', async () => {
    const id = await addGift(team.event.id, 'Teapot')
    const { error } = await team.owner.db
      .from('gifts')
      .update({ amount: 'NaN' as unknown as number })
      .eq('id', id)
    expect(error?.code).toBe('23514')
    const infinite = await team.owner.db
      .from('gifts')
      .update({ amount: 'Infinity' as unknown as number })
      .eq('id', id)
    expect(infinite.error).not.toBeNull()
    expect(await sql(`select amount::text from gifts where id = $1`, [id])).toEqual([{ amount: '50.00' }])
  })
})
