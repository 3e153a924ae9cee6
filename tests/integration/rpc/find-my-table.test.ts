import { readFileSync } from 'node:fs'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, type Team } from '../support/event-fixtures.ts'
import { forgetAttempts, TOO_MANY } from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// find_my_table: a guest types their name on the public page and learns their table's name,
// only once the organisers publish the plan, and nothing about anyone else.

const tables = {
  '2': { name: 'Amis', seats: 8, guests: ['Paul Martin', 'Marie Curie'] },
  // Tom is a kid the organiser seated with his parents: he is at their table like them.
  '1': { name: 'Famille', seats: 8, guests: ['Jean Dupont', 'Marie Curie', 'Tom Dupont'] },
  '3': { name: '  ', seats: 8, guests: ['Zoé'] },
}
const kidsTable = { name: 'Les Petits', guests: ['Léa Dupont', 'Zoé'], withParents: ['p:x:tom dupont'] }

describe('find_my_table', () => {
  let team: Team
  const find = (name: string, ref: string = team.event.id) =>
    guest().rpc('find_my_table', { p_event_ref: ref, p_name: name })
  const publish = (published: boolean) =>
    sql(`update table_plans set published = $2 where event_id = $1`, [team.event.id, published])

  beforeAll(async () => {
    team = await createTeam()
    await sql(`insert into table_plans (event_id, tables, kids_table, published) values ($1, $2, $3, true)`, [
      team.event.id,
      tables,
      kidsTable,
    ])
    await sql(`insert into table_plans (event_id, tables, published) values ($1, $2, true)`, [
      team.otherEvent.id,
      { '1': { name: 'Autre', seats: 8, guests: ['Paul Martin'] } },
    ])
  })
  beforeEach(async () => {
    await forgetAttempts(team.event.id)
    await publish(true)
  })

  it('answers the table of a whole name, ignoring case and blanks, by id or slug', async () => {
    expect((await find('  jean   DUPONT ')).data).toEqual([{ table_name: 'Famille' }])
    expect((await find('Paul Martin', team.event.slug as string)).data).toEqual([{ table_name: 'Amis' }])
  })

  it('gives homonyms the first table in number order, and a nameless table its number', async () => {
    expect((await find('Marie Curie')).data).toEqual([{ table_name: 'Famille' }])
    expect((await find('Zoé')).data).toEqual([{ table_name: 'Table 3' }])
  })

  it("answers a kid at the kids table with the kids table's name, and a kid seated with parents with theirs", async () => {
    expect((await find(' léa  DUPONT')).data).toEqual([{ table_name: 'Les Petits' }])
    expect((await find('Tom Dupont')).data).toEqual([{ table_name: 'Famille' }])
    // A name at a table and at the kids table: the table first, as homonyms go in table order.
    expect((await find('Zoé')).data).toEqual([{ table_name: 'Table 3' }])
  })

  it('names a kids table saved without a name (or a blank one) in French, as guests read the page', async () => {
    const rename = (kids: unknown) =>
      sql(`update table_plans set kids_table = $2 where event_id = $1`, [team.event.id, kids])
    try {
      await rename({ guests: ['Léa Dupont'] })
      expect((await find('Léa Dupont')).data).toEqual([{ table_name: 'Table des enfants' }])
      await rename({ name: '   ', guests: ['Léa Dupont'] })
      expect((await find('Léa Dupont')).data).toEqual([{ table_name: 'Table des enfants' }])
      // The organisers' own name, English or not, is theirs.
      await rename({ name: 'Kids', guests: ['Léa Dupont'] })
      expect((await find('Léa Dupont')).data).toEqual([{ table_name: 'Kids' }])
    } finally {
      await rename(kidsTable)
    }
  })

  it('gives plans saved with the former English default the French one (the migration)', async () => {
    const migration = readFileSync(
      new URL('../../../supabase/migrations/20261127150000_name_kids_table_in_french.sql', import.meta.url),
      'utf8',
    )
    const update = /^update public\.table_plans[\s\S]*?;$/m.exec(migration)?.[0]
    expect(update).toBeDefined()
    const set = (kids: unknown) =>
      sql(`update table_plans set kids_table = $2 where event_id = $1`, [team.event.id, kids])
    const stored = async () =>
      (
        await sql<{ name: string }>(`select kids_table ->> 'name' as name from table_plans where event_id = $1`, [
          team.event.id,
        ])
      )[0].name
    try {
      await set({ name: 'Kids table', guests: ['Léa Dupont'] })
      expect(await stored()).toBe('Kids table')
      await sql(update as string)
      expect(await stored()).toBe('Table des enfants')
      expect((await find('Léa Dupont')).data).toEqual([{ table_name: 'Table des enfants' }])
      await set({ name: 'Les Petits', guests: ['Léa Dupont'] })
      await sql(update as string)
      expect(await stored()).toBe('Les Petits')
    } finally {
      await set(kidsTable)
    }
  })

  it('reveals nothing of the kids table while the plan is not published, nor for part of a name', async () => {
    for (const name of ['Léa', 'Dupont', '%', 'Léa%']) expect((await find(name)).data, name).toEqual([])
    await publish(false)
    expect((await find('Léa Dupont')).data).toEqual([])
  })

  it('reveals nothing for a partial name, a pattern or a name of another event', async () => {
    for (const name of ['Jean', '%', 'Jean%', '_ean Dupont', '*', '']) expect((await find(name)).data, name).toEqual([])
    const other = await find('Paul Martin', team.otherEvent.id)
    expect(other.data).toEqual([{ table_name: 'Autre' }])
  })

  it('answers nothing while the plan is not published (attack: reading an unpublished plan)', async () => {
    await publish(false)
    expect((await find('Jean Dupont')).data).toEqual([])
    const { data } = await guest().rpc('get_public_event', { p_ref: team.event.id })
    expect(data?.[0].table_plan_published).toBe(false)
  })

  it('tells the public page when the lookup is offered', async () => {
    const { data } = await guest().rpc('get_public_event', { p_ref: team.event.id })
    expect(data?.[0].table_plan_published).toBe(true)
  })

  it('refuses misses past 20 per client and event (attack: reading the whole plan by guessing names)', async () => {
    for (let i = 0; i < 20; i++) expect((await find(`Someone ${i}`)).error).toBeNull()
    const refused = await find('Someone else')
    expect(refused.error).toMatchObject(TOO_MANY)
    expect(refused.error?.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/)
    // A seated guest on the same network still finds their table.
    expect((await find('Jean Dupont')).data).toEqual([{ table_name: 'Famille' }])
  })

  it('does not let anonymous visitors read table plans directly', async () => {
    const { data } = await guest().from('table_plans').select('tables')
    expect(data ?? []).toEqual([])
    const kids = await guest().from('table_plans').select('kids_table')
    expect(kids.data ?? []).toEqual([])
  })
})

describe('the kids table kept with the plan', () => {
  let team: Team
  const stored = async () =>
    (await sql<{ kids_table: unknown }>(`select kids_table from table_plans where event_id = $1`, [team.event.id]))[0]
      .kids_table
  const write = (kids: unknown) =>
    team.owner.db
      .from('table_plans')
      .update({ kids_table: kids as never })
      .eq('event_id', team.event.id)

  beforeAll(async () => {
    team = await createTeam()
    await sql(`insert into table_plans (event_id) values ($1)`, [team.event.id])
  })

  it('has only its French name until the organiser saves one, and takes what the screen writes', async () => {
    expect(await stored()).toEqual({ name: 'Table des enfants' })
    const kids = { name: 'Les Petits', guests: ['Léa'], keys: ['p:g:léa'], withParents: ['p:g:tom'] }
    expect((await write(kids)).error).toBeNull()
    expect(await stored()).toEqual(kids)
  })

  it('refuses what is not a kids table, and keeps the one stored (attack: megabytes or objects for names)', async () => {
    const before = await stored()
    const bad: unknown[] = [
      [],
      'Léa',
      { guests: 'Léa' },
      { guests: [{ name: 'Léa' }] },
      { keys: [1] },
      { withParents: ['x'.repeat(301)] },
      { name: 'x'.repeat(101) },
      { name: ['Kids'] },
      { guests: Array.from({ length: 2001 }, (_, i) => `Kid ${i}`) },
      { extra: 'x'.repeat(1024 * 1024) },
    ]
    for (const kids of bad) {
      const { error } = await write(kids)
      expect(error?.code, JSON.stringify(kids).slice(0, 60)).toBe('23514')
    }
    expect(await stored()).toEqual(before)
  })

  it("cannot be written by someone outside the event's team", async () => {
    const before = await stored()
    const { data } = await team.outsider.db
      .from('table_plans')
      .update({ kids_table: { name: 'Pwned', guests: ['Léa'] } })
      .eq('event_id', team.event.id)
      .select('event_id')
    expect(data ?? []).toEqual([])
    expect(await stored()).toEqual(before)
  })
})
