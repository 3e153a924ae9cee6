import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGift, createTeam, type Team } from '../support/event-fixtures.ts'
import { rpcFrom, type RpcAnswer } from '../support/guest-attempts.ts'
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
/** The hourly rate's window passes (limit_gift_reservation_rate); the daily limits still count these. */
const passAnHour = (eventId: string) =>
  sql(`update private.gift_reservations set at = at - interval '61 minutes' where event_id = $1`, [eventId])
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
    await passAnHour(team.event.id)
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
      await passAnHour(team.event.id)
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

// Issue 28 F3 (round 4): 12 checkouts from 3 addresses, each within the per-address and per-client
// limits, reserved all 60 gifts. Now the event's hourly rate stops the burst, and the organisers
// set what the burst reserved back to available in one action.
describe('emptying the registry in a burst from several networks', () => {
  it('12 requests from 3 addresses cannot reserve all 60 gifts; the organisers undo the burst at once', async () => {
    const team = await createTeam()
    const gifts = await giftsOf(team.event.id, 60)
    const answers: RpcAnswer[] = []
    for (let request = 0; request < 12; request++) {
      const address = `127.0.0.${75 + (request % 3)}`
      const ids = gifts.slice(request * 5, request * 5 + 5)
      answers.push(await rpcFrom(address, 'purchase_gifts', { p_gift_ids: ids, p_email: `burst${request}@x.test` }))
    }
    const reserved = 60 - (await available(team.event.id))
    // A quarter of the list an hour: 15 of 60.
    expect(reserved).toBe(15)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused.every((a) => a.code === 'EV061')).toBe(true)
    expect((refused[0].body as { message: string }).message).toMatch(
      /^Beaucoup de cadeaux ont été réservés depuis une heure : la liste fait une pause\. Réessayez dans (60|59) minutes\.$/,
    )
    // A cart larger than what is left of the hour says how many still fit.
    await sql(
      `delete from private.gift_reservations where event_id = $1 and gift_count = 5
               and ctid = (select ctid from private.gift_reservations where event_id = $1 order by at limit 1)`,
      [team.event.id],
    )
    await sql(
      `insert into private.gift_reservations (event_id, email_digest, client, gift_count)
               values ($1, '\\x00', 'elsewhere', 3)`,
      [team.event.id],
    )
    const partly = await rpcFrom('127.0.0.78', 'purchase_gifts', {
      p_gift_ids: gifts.slice(55, 60),
      p_email: 'late@x.test',
    })
    expect(partly).toMatchObject({ status: 400, code: 'EV061' })
    expect((partly.body as { message: string }).message).toMatch(
      /^Beaucoup de cadeaux ont été réservés depuis une heure : vous pouvez encore en réserver 2 maintenant\. Retirez-en de votre panier, ou réessayez dans \d+ minutes?\.$/,
    )

    // The organisers' view of the last hour (the gifts screen reads the feed), and one update back.
    const since = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    const { data: feed } = await team.editor.db
      .from('event_activity')
      .select('data, created_at')
      .eq('event_id', team.event.id)
      .eq('type', 'gift_purchase')
      .gte('created_at', since)
    const burst = [...new Set((feed ?? []).map((row) => (row.data as { gift_id: string }).gift_id))]
    expect(burst).toHaveLength(15)
    const { data: undone } = await team.editor.db
      .from('gifts')
      .update({ status: 'available' })
      .eq('event_id', team.event.id)
      .eq('status', 'purchased')
      .in('id', burst)
      .select('id')
    expect(undone).toHaveLength(15)
    expect(await available(team.event.id)).toBe(60)
    // Undone reservations still count for the hour: the burst cannot start again at once.
    const again = await rpcFrom('127.0.0.79', 'purchase_gifts', {
      p_gift_ids: gifts.slice(0, 3),
      p_email: 'again@x.test',
    })
    expect(again).toMatchObject({ status: 400, code: 'EV061' })
    // An anonymous visitor cannot do the organisers' undo.
    expect((await guest().from('event_activity').select('id').eq('event_id', team.event.id)).data ?? []).toEqual([])
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
