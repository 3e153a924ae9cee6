import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { env, sql } from '../support/clients.ts'
import { addGuest, createEvent, createTeam, uniqueSlug, type Team, type TestUser } from '../support/event-fixtures.ts'
import { forgetAttempts, rpcFrom } from '../support/guest-attempts.ts'
import { drain, header, parseMail, SITE, startFakeRelay, type FakeRelay } from '../support/guest-mail.ts'
import { guest } from '../support/typed-clients.ts'

// Issue 28, G1 and G5, written as the review's attacks: one organiser sending unlimited mail
// (addresses in any case, deleting guests, new events, many events), and mail links that follow a
// slug after it changed hands.

let relay: FakeRelay
beforeAll(async () => {
  relay = await startFakeRelay()
})
afterAll(() => relay.close())

const send = (team: Team, eventId = team.event.id, guestIds?: string[]) =>
  team.owner.db.rpc('queue_guest_mail', {
    p_event_id: eventId,
    p_kind: 'message',
    p_subject: 'Nouvelles',
    p_body: 'Bonjour {prénom}',
    p_audience: guestIds ? 'selected' : 'everyone',
    p_guest_ids: guestIds,
  })

const ledgerOf = async (eventId: string) =>
  (await sql<{ n: number }>(`select count(*)::int as n from private.mail_ledger where event_id = $1`, [eventId]))[0].n

/** An event of `owner`, made as the fixtures make them (a trusted insert, so no creation count). */
const anotherEvent = (owner: TestUser) => createEvent(owner)

describe('G1: the per-address cap', () => {
  it('four guests with the same address in any case are not four mails: the send is refused whole', async () => {
    const team = await createTeam()
    for (const [i, address] of [
      'victim@example.test',
      'VICTIM@example.test',
      ' Victim@Example.Test',
      'victim@EXAMPLE.test',
    ].entries())
      await addGuest(team.event.id, `Alias ${i}`, { email: address })
    const { error } = await send(team)
    expect(error).toMatchObject({
      code: 'EV032',
      message:
        'Alias 0, Alias 1, Alias 2, Alias 3 would get more than 3 e-mails in 24 hours, the most per address (guests sharing an address count together). Leave them out, or send later.',
    })
    expect(await ledgerOf(team.event.id)).toBe(0)
  })

  it('one send to each alias in turn stops at 3 mails to the address', async () => {
    const team = await createTeam()
    const ids: string[] = []
    for (const [i, address] of [
      'alias@example.test',
      'ALIAS@example.test',
      'Alias@Example.test',
      'aLiAs@example.TEST',
    ].entries())
      ids.push(await addGuest(team.event.id, `Alias ${i}`, { email: address }))
    const codes = []
    for (const id of ids) codes.push((await send(team, team.event.id, [id])).error?.code ?? null)
    expect(codes).toEqual([null, null, null, 'EV032'])
  })

  it('deleting the guest and adding the address again does not reset its count', async () => {
    const team = await createTeam()
    for (let i = 0; i < 3; i++) {
      const id = await addGuest(team.event.id, `Again ${i}`, { email: 'again@example.test' })
      expect((await send(team, team.event.id, [id])).error).toBeNull()
      await team.owner.db.from('guests').delete().eq('id', id).throwOnError()
    }
    expect(await sql(`select 1 from mail_outbox where event_id = $1`, [team.event.id])).toHaveLength(0)
    await addGuest(team.event.id, 'Again 4', { email: 'Again@example.test' })
    expect((await send(team)).error?.code).toBe('EV032')
  })
})

describe('G1: the per-event cap counts the ledger', () => {
  it('498 mails, then every guest deleted: the event still has 2 left today', async () => {
    const team = await createTeam()
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push(await addGuest(team.event.id, `Many ${i}`, { email: `many${i}@example.test` }))
    expect((await send(team)).error).toBeNull()
    await sql(
      `insert into private.mail_ledger (event_id, account_id, address, kind)
       select $1, private.mail_account($1), 'filler' || i || '@example.test', 'message' from generate_series(1, 495) i`,
      [team.event.id],
    )
    await team.owner.db.from('guests').delete().eq('event_id', team.event.id).throwOnError()
    for (let i = 0; i < 3; i++) await addGuest(team.event.id, `New ${i}`, { email: `new${i}@example.test` })
    expect((await send(team)).error).toMatchObject({
      code: 'EV031',
      message: 'At most 500 e-mails per event in 24 hours: 2 more can be sent now. Choose fewer guests, or send later.',
    })
    expect(await ledgerOf(team.event.id)).toBe(498)
  })

  it('nobody deletes or changes ledger rows, not even the database owner, nor reads or writes them through the API', async () => {
    const team = await createTeam()
    await addGuest(team.event.id, 'Kept', { email: 'kept@example.test' })
    expect((await send(team)).error).toBeNull()
    await expect(sql(`delete from private.mail_ledger where event_id = $1`, [team.event.id])).rejects.toThrow(
      /append-only/,
    )
    await expect(
      sql(`update private.mail_ledger set at = now() - interval '3 days' where event_id = $1`, [team.event.id]),
    ).rejects.toThrow(/append-only/)
    // Deleting the event keeps what it sent on the account's count.
    await sql(`delete from events where id = $1`, [team.event.id])
    expect(await ledgerOf(team.event.id)).toBe(1)
    for (const db of [team.owner.db, guest()]) {
      const read = await db
        .schema('private' as 'public')
        .from('mail_ledger' as 'guests')
        .select('*')
      expect(read.data ?? []).toEqual([])
      expect(read.error).not.toBeNull()
    }
  })
})

describe('G1: the per-account cap', () => {
  it('a new event of the same account does not bring a new 500: 1,000 a day across its events', async () => {
    const team = await createTeam()
    const second = await anotherEvent(team.owner)
    await sql(
      `insert into private.mail_ledger (event_id, account_id, address, kind)
       select $1, $2, 'filler' || i || '@example.test', 'message' from generate_series(1, 999) i`,
      [crypto.randomUUID(), team.owner.id],
    )
    await addGuest(second.id, 'One', { email: 'one@example.test' })
    await addGuest(second.id, 'Two', { email: 'two@example.test' })
    expect((await send(team, second.id)).error).toMatchObject({
      code: 'EV051',
      message:
        'At most 1,000 e-mails a day across all your events: 1 more can be sent now. Choose fewer guests, or send later.',
    })
    // Another account's events are not held by it.
    await addGuest(team.otherEvent.id, 'Theirs', { email: 'one@example.test' })
    expect(
      (
        await team.outsider.db.rpc('queue_guest_mail', {
          p_event_id: team.otherEvent.id,
          p_kind: 'message',
          p_subject: 'Hi',
          p_body: 'Hi',
          p_audience: 'everyone',
        })
      ).error,
    ).toBeNull()
  })

  it('the composer reads what is left before a send; outsiders read nothing', async () => {
    const team = await createTeam()
    await addGuest(team.event.id, 'Counted', { email: 'Counted@example.test' })
    expect((await send(team)).error).toBeNull()
    const { data, error } = await team.editor.db.rpc('guest_mail_allowance', { p_event_id: team.event.id })
    expect(error).toBeNull()
    expect(data).toEqual({
      per_address: 3,
      per_event: 500,
      per_account: 1000,
      event_left: 499,
      account_left: 999,
      addresses: { 'counted@example.test': 1 },
      unsubscribed: [],
    })
    expect((await team.outsider.db.rpc('guest_mail_allowance', { p_event_id: team.event.id })).error?.code).toBe(
      '42501',
    )
    expect((await guest().rpc('guest_mail_allowance', { p_event_id: team.event.id })).error?.code).toBe('42501')
  })
})

describe('G1: unsubscribing holds across the account’s events', () => {
  it("an address that unsubscribed from one event is not mailed by the same owner's next event, any case", async () => {
    const team = await createTeam()
    const id = await addGuest(team.event.id, 'Gone', { email: 'gone@example.test' })
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [id],
    )
    expect((await guest().rpc('unsubscribe_guest', { p_event_ref: team.event.id, p_token: token })).error).toBeNull()
    const next = await anotherEvent(team.owner)
    await addGuest(next.id, 'Gone Again', { email: ' GONE@example.test' })
    await addGuest(next.id, 'Still Here', { email: 'here@example.test' })
    const { data, error } = await send(team, next.id)
    expect(error).toBeNull()
    expect(data).toMatchObject({ queued: 1, unsubscribed: 1 })
    // The composer knew before the send.
    const allowance = await team.owner.db.rpc('guest_mail_allowance', { p_event_id: next.id })
    expect(allowance.data).toMatchObject({ unsubscribed: ['gone@example.test'] })
    expect(await sql(`select address from mail_outbox where event_id = $1`, [next.id])).toEqual([
      { address: 'here@example.test' },
    ])
    // Another account's event is another sender: the address is theirs to mail.
    await addGuest(team.otherEvent.id, 'Gone Elsewhere', { email: 'gone@example.test' })
    const theirs = await team.outsider.db.rpc('queue_guest_mail', {
      p_event_id: team.otherEvent.id,
      p_kind: 'message',
      p_subject: 'Hi',
      p_body: 'Hi',
      p_audience: 'everyone',
    })
    expect(theirs.data).toMatchObject({ queued: 1, unsubscribed: 0 })
  })
})

describe('G1: events created per account', () => {
  it('10 events a day per account; deleting them gives no new ones (EV052)', async () => {
    const team = await createTeam()
    const made: string[] = []
    for (let i = 0; i < 10; i++) {
      const { data, error } = await team.outsider.db
        .from('events')
        .insert({ type: 'other', slug: uniqueSlug('many') })
        .select('id')
        .single()
      expect(error, `event ${i + 1}`).toBeNull()
      made.push(data!.id)
    }
    // Deleted as the settings' 'Delete event' does it: the count stays.
    for (const id of made) await team.outsider.db.rpc('delete_event', { p_event_id: id }).throwOnError()
    const { error } = await team.outsider.db.from('events').insert({ type: 'other', slug: uniqueSlug('many') })
    expect(error).toMatchObject({
      code: 'EV052',
      message: 'At most 10 events can be created per account in 24 hours. Please try again tomorrow.',
    })
    // Another account is not held by it.
    expect((await team.editor.db.from('events').insert({ type: 'other', slug: uniqueSlug('other') })).error).toBeNull()
  })
})

describe('G5: mail links after the slug changed hands', () => {
  it('the one-click unsubscribe and the personal link of a sent mail still reach the right event', async () => {
    const team = await createTeam()
    const slug = uniqueSlug('taken')
    await sql(`update events set slug = $2 where id = $1`, [team.event.id, slug])
    const id = await addGuest(team.event.id, 'Mailed', { email: 'mailed@example.test' })
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [id],
    )
    expect((await send(team)).error).toBeNull()
    const before = relay.received.length
    await drain(relay, { eventId: team.event.id })
    const mail = relay.received[before]
    const unsubscribe = header(mail.raw, 'List-Unsubscribe')!.slice(1, -1)
    const personal = (await parseMail(mail.raw)).text!.match(new RegExp(`${SITE}/\\S+\\?invite=\\S+`))![0]

    // The couple change their address; another couple takes the old one.
    await sql(`update events set slug = $2 where id = $1`, [team.event.id, uniqueSlug('moved')])
    await sql(`update events set slug = $2 where id = $1`, [team.otherEvent.id, slug])

    // The personal link names the event by its id: the public page opens this couple's event.
    const ref = decodeURIComponent(new URL(personal).pathname.slice(1))
    expect(ref).toBe(team.event.id)
    const page = await guest().rpc('get_public_event', { p_ref: ref })
    expect(page.data?.[0]?.id).toBe(team.event.id)
    const opened = await guest().rpc('open_rsvp_invitation', { p_event_id: page.data![0].id, p_token: token })
    expect(opened.data).toMatchObject([{ id }])

    // The mail client's one-click POST, at the API the link names.
    const url = new URL(unsubscribe)
    const done = await fetch(`${env().apiUrl}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(done.status).toBe(200)
    const [row] = await sql<{ at: string | null }>(`select unsubscribed_at as at from guests where id = $1`, [id])
    expect(row.at).not.toBeNull()
  })

  it('a mail sent before, naming the old slug, still unsubscribes its own guest', async () => {
    const team = await createTeam()
    const slug = uniqueSlug('old')
    await sql(`update events set slug = $2 where id = $1`, [team.event.id, slug])
    const id = await addGuest(team.event.id, 'Older Mail', { email: 'older@example.test' })
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [id],
    )
    await sql(`update events set slug = $2 where id = $1`, [team.event.id, uniqueSlug('new')])
    await sql(`update events set slug = $2 where id = $1`, [team.otherEvent.id, slug])
    const answer = await rpcFrom('127.0.0.93', 'unsubscribe_guest', { p_event_ref: slug, p_token: token })
    expect(answer).toMatchObject({ status: 200, body: [{ event_name: 'Test wedding' }] })
    const [row] = await sql<{ at: string | null }>(`select unsubscribed_at as at from guests where id = $1`, [id])
    expect(row.at).not.toBeNull()
    await forgetAttempts(team.otherEvent.id)
  })
})

describe('mailing_summaries', () => {
  it('has no PUBLIC grant: anonymous callers are refused, members still read it', async () => {
    const [{ acl }] = await sql<{ acl: string }>(
      `select coalesce(proacl::text, '') as acl from pg_proc where proname = 'mailing_summaries'`,
    )
    expect(acl).not.toMatch(/(^|[{,])=X/)
    const team = await createTeam()
    expect((await guest().rpc('mailing_summaries', { p_event_id: team.event.id })).error?.code).toBe('42501')
    expect((await team.owner.db.rpc('mailing_summaries', { p_event_id: team.event.id })).error).toBeNull()
  })
})
