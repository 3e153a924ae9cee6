import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { createTeam, type Team } from '../support/event-fixtures.ts'
import { forgetAttempts, TOO_MANY } from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// find_my_table: a guest types their name on the public page and learns their table's name,
// only once the organisers publish the plan, and nothing about anyone else.

const tables = {
  '2': { name: 'Amis', seats: 8, guests: ['Paul Martin', 'Marie Curie'] },
  '1': { name: 'Famille', seats: 8, guests: ['Jean Dupont', 'Marie Curie'] },
  '3': { name: '  ', seats: 8, guests: ['Zoé'] },
}

describe('find_my_table', () => {
  let team: Team
  const find = (name: string, ref: string = team.event.id) =>
    guest().rpc('find_my_table', { p_event_ref: ref, p_name: name })
  const publish = (published: boolean) =>
    sql(`update table_plans set published = $2 where event_id = $1`, [team.event.id, published])

  beforeAll(async () => {
    team = await createTeam()
    await sql(`insert into table_plans (event_id, tables, published) values ($1, $2, true)`, [team.event.id, tables])
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
  })
})
