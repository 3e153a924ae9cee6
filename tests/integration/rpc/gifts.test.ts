import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGift, createTeam, setModules, type Team } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// purchase_gifts: the checkout of the public gift list.

describe('purchase_gifts', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  const buy = (ids: string[], email = 'ami@example.test', name = 'Claire') =>
    guest().rpc('purchase_gifts', { p_gift_ids: ids, p_email: email, p_name: name })
  const status = async (id: string) =>
    (await sql<{ status: string }>(`select status from gifts where id = $1`, [id]))[0].status

  it('marks every gift of the cart purchased, records the activity and tells the team', async () => {
    const [a, b] = [await addGift(team.event.id, 'Vase'), await addGift(team.event.id, 'Lamp')]
    const { data, error } = await buy([a, b, a])
    expect(error).toBeNull()
    expect(data!.map((g) => g.name).sort()).toEqual(['Lamp', 'Vase'])
    expect([await status(a), await status(b)]).toEqual(['purchased', 'purchased'])
    const activity = await sql(
      `select data from event_activity where type = 'gift_purchase' and data->>'gift_id' = $1`,
      [a],
    )
    expect(activity).toEqual([{ data: { name: 'Claire', gift_name: 'Vase', gift_id: a, email: 'ami@example.test' } }])
    const notes = await sql<{ user_id: string }>(
      `select user_id, data from notifications where type = 'gift_purchased' and data->>'gift_id' = $1`,
      [a],
    )
    expect(notes.map((n) => n.user_id).sort()).toEqual([team.owner.id, team.editor.id].sort())
    expect(notes[0]).toMatchObject({ data: { purchaserName: 'Claire', giftName: 'Vase' } })
  })

  it('names the buyer by e-mail when no name is given', async () => {
    const id = await addGift(team.event.id, 'Plate')
    const { error } = await guest().rpc('purchase_gifts', { p_gift_ids: [id], p_email: '  Bob@Example.TEST ' })
    expect(error).toBeNull()
    const [row] = await sql(`select data->>'name' as name from event_activity where data->>'gift_id' = $1`, [id])
    expect(row.name).toBe('bob@example.test')
  })

  it('never sells a gift twice, and a cart with one sold gift buys nothing', async () => {
    const sold = await addGift(team.event.id, 'Sold', 'purchased')
    const free = await addGift(team.event.id, 'Free')
    const { error } = await buy([free, sold])
    expect(error).toMatchObject({
      code: 'EV003',
      message: 'This gift has already been purchased',
      hint: 'gift_unavailable',
      details: 'Sold',
    })
    expect(await status(free)).toBe('available')
    expect(await sql(`select 1 from event_activity where data->>'gift_id' = $1`, [free])).toEqual([])
  })

  it.each([
    { what: 'an empty cart', ids: () => [] as string[], email: 'a@b.fr' },
    { what: 'a missing e-mail', ids: (g: string) => [g], email: '' },
    { what: 'an invalid e-mail', ids: (g: string) => [g], email: 'not-an-email' },
  ])('refuses $what', async ({ ids, email }) => {
    const id = await addGift(team.event.id, 'Bowl')
    expect((await buy(ids(id), email)).error).toMatchObject({ code: 'EV009', hint: 'invalid_input' })
    expect(await status(id)).toBe('available')
  })

  it('refuses unknown gifts and carts mixing events', async () => {
    const mine = await addGift(team.event.id, 'Mine')
    const theirs = await addGift(team.otherEvent.id, 'Theirs')
    expect((await buy(['00000000-0000-4000-8000-000000000000'])).error).toMatchObject({
      code: 'EV009',
      hint: 'gift_not_found',
    })
    expect((await buy([mine, theirs])).error).toMatchObject({
      code: 'EV009',
      message: 'A cart holds gifts of one event',
    })
    expect([await status(mine), await status(theirs)]).toEqual(['available', 'available'])
  })

  it('refuses when the gifts module is off', async () => {
    const id = await addGift(team.event.id, 'Off')
    await setModules(team.event.id, { gifts: false })
    try {
      expect((await buy([id])).error).toMatchObject({ code: 'EV005', hint: 'module_disabled' })
    } finally {
      await setModules(team.event.id, { gifts: true })
    }
  })

  it('sells a gift to exactly one of two simultaneous buyers', async () => {
    const id = await addGift(team.event.id, 'Unique piece')
    const results = await Promise.all([
      buy([id], 'first@example.test', 'First'),
      buy([id], 'second@example.test', 'Second'),
    ])
    expect(results.filter((r) => r.error === null)).toHaveLength(1)
    expect(results.filter((r) => r.error?.code === 'EV003')).toHaveLength(1)
    expect(await sql(`select 1 from event_activity where data->>'gift_id' = $1`, [id])).toHaveLength(1)
  })
})
