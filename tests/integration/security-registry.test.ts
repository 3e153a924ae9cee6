import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGift, createTeam, type Team } from '../support/event-fixtures.ts'
import { rpcFrom } from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// The gift registry as an attacker emptied it with the public checkout, and the organiser's way
// back: each case is the attack that used to succeed (issue: security, round 3, F3).

const CART_FULL = { code: 'EV019', hint: 'cart_too_large', message: 'Un panier contient au plus 5 cadeaux.' }
const DAILY_LIMIT = { code: 'EV020', hint: 'purchase_limit_reached' }

const giftsOf = (eventId: string, n: number, prefix = 'Gift') =>
  Promise.all(Array.from({ length: n }, (_, i) => addGift(eventId, `${prefix} ${i + 1}`)))
const available = async (eventId: string) =>
  (
    await sql<{ n: number }>(`select count(*)::int as n from gifts where event_id = $1 and status = 'available'`, [
      eventId,
    ])
  )[0].n
const status = async (id: string) =>
  (await sql<{ status: string }>(`select status from gifts where id = $1`, [id]))[0].status

describe('emptying the registry through the checkout', () => {
  it('one checkout of all 60 gifts with a made-up e-mail: refused in French, nothing reserved', async () => {
    const team = await createTeam()
    const gifts = await giftsOf(team.event.id, 60)
    const { data, error } = await guest().rpc('purchase_gifts', { p_gift_ids: gifts, p_email: 'x@made-up.test' })
    expect(data).toBeNull()
    expect(error).toMatchObject(CART_FULL)
    expect(await available(team.event.id)).toBe(60)
    expect(await sql(`select 1 from event_activity where event_id = $1`, [team.event.id])).toEqual([])
  })

  it('a cart of 6 is refused, a cart of 5 is bought', async () => {
    const team = await createTeam()
    const gifts = await giftsOf(team.event.id, 6)
    const buy = (ids: string[]) => guest().rpc('purchase_gifts', { p_gift_ids: ids, p_email: 'ann@example.test' })
    expect((await buy(gifts)).error).toMatchObject(CART_FULL)
    expect(await available(team.event.id)).toBe(6)
    const bought = await buy(gifts.slice(0, 5))
    expect(bought.error).toBeNull()
    expect(bought.data).toHaveLength(5)
    expect(await available(team.event.id)).toBe(1)
  })

  it('one e-mail address reserving more than 5 gifts in a day, cart after cart: refused, others still buy', async () => {
    const team = await createTeam()
    const gifts = await giftsOf(team.event.id, 12)
    const buy = (ids: string[], p_email: string) =>
      rpcFrom('127.0.0.70', 'purchase_gifts', { p_gift_ids: ids, p_email })
    expect((await buy(gifts.slice(0, 3), 'ann@example.test')).status).toBe(200)
    const over = await buy(gifts.slice(3, 6), '  ANN@Example.test ')
    expect(over).toMatchObject({ status: 400, body: DAILY_LIMIT })
    expect((over.body as { message: string }).message).toBe(
      "Cette adresse e-mail ne peut plus réserver que 2 cadeaux aujourd'hui (5 par jour) : retirez-en de votre panier.",
    )
    expect((await buy(gifts.slice(3, 5), 'ann@example.test')).status).toBe(200)
    const spent = await buy([gifts[5]], 'ann@example.test')
    expect(spent).toMatchObject({ status: 400, body: DAILY_LIMIT })
    expect((spent.body as { message: string }).message).toBe(
      "Cette adresse e-mail a déjà réservé 5 cadeaux aujourd'hui, le maximum par jour. Réessayez demain.",
    )
    expect(await status(gifts[5])).toBe('available')
    expect((await buy([gifts[5]], 'bob@example.test')).status).toBe(200)
    // A day later the address may reserve again.
    await sql(`update private.gift_reservations set at = at - interval '1 day' where event_id = $1`, [team.event.id])
    expect((await buy([gifts[6]], 'ann@example.test')).status).toBe(200)
  })

  it('one network reserving with a new made-up address each time: 20 gifts a day, then refused', async () => {
    const team = await createTeam()
    const gifts = await giftsOf(team.event.id, 25)
    const answers: (string | null)[] = []
    for (let cart = 0; cart < 5; cart++) {
      const ids = gifts.slice(cart * 5, cart * 5 + 5)
      answers.push(
        (await rpcFrom('127.0.0.71', 'purchase_gifts', { p_gift_ids: ids, p_email: `f${cart}@x.test` })).code,
      )
    }
    expect(answers).toEqual([null, null, null, null, 'EV020'])
    expect(await available(team.event.id)).toBe(5)
    // Another network is not affected.
    const other = await rpcFrom('127.0.0.72', 'purchase_gifts', {
      p_gift_ids: gifts.slice(20, 21),
      p_email: 'g@x.test',
    })
    expect(other.status).toBe(200)
  })
})

describe('undoing a reservation', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  const undo = (db: Team['owner']['db'], id: string) =>
    db.from('gifts').update({ status: 'available' }).eq('id', id).eq('status', 'purchased').select('id')
  const undone = (id: string) =>
    sql<{ data: Record<string, unknown> }>(
      `select data from event_activity where type = 'gift_reservation_undone' and data->>'gift_id' = $1`,
      [id],
    )

  it('as an anonymous visitor, through the table', async () => {
    const id = await addGift(team.event.id, 'Vase', 'purchased')
    const { data } = await guest().from('gifts').update({ status: 'available' }).eq('id', id).select('id')
    expect(data ?? []).toEqual([])
    expect(await status(id)).toBe('purchased')
    expect(await undone(id)).toEqual([])
  })

  it("as a signed-in stranger, on another team's gift", async () => {
    const id = await addGift(team.event.id, 'Lamp', 'purchased')
    expect((await undo(team.outsider.db, id)).data).toEqual([])
    expect(await status(id)).toBe('purchased')
    expect(await undone(id)).toEqual([])
  })

  it('an editor of the event undoes it: available again, with an activity entry naming them', async () => {
    const id = await addGift(team.event.id, 'Teapot', 'purchased')
    const { data, error } = await undo(team.editor.db, id)
    expect(error).toBeNull()
    expect(data).toEqual([{ id }])
    expect(await status(id)).toBe('available')
    expect(await undone(id)).toEqual([{ data: { user_name: 'Eddie', gift_name: 'Teapot', gift_id: id } }])
    // The gift is on offer again.
    expect((await guest().rpc('purchase_gifts', { p_gift_ids: [id], p_email: 'again@example.test' })).error).toBeNull()
  })

  it('the owner too; undoing a gift that is no longer reserved changes nothing', async () => {
    const id = await addGift(team.event.id, 'Bench', 'purchased')
    expect((await undo(team.owner.db, id)).data).toEqual([{ id }])
    expect((await undo(team.owner.db, id)).data).toEqual([])
    expect(await undone(id)).toEqual([{ data: { user_name: 'Olive', gift_name: 'Bench', gift_id: id } }])
  })
})
