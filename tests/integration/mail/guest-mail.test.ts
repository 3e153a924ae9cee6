import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createSessionTeam } from '../support/api-calls.ts'
import { env, sql } from '../support/clients.ts'
import { linkIn, mailsTo } from '../support/inbox.ts'
import { addGuest, createTeam, type Team } from '../support/event-fixtures.ts'
import {
  drain,
  header,
  makeDue,
  parseMail,
  outboxOf,
  SENDER,
  SITE,
  startFakeRelay,
  type FakeRelay,
} from '../support/guest-mail.ts'
import { guest, serviceClient } from '../support/typed-clients.ts'

let relay: FakeRelay
beforeAll(async () => {
  relay = await startFakeRelay()
})
afterAll(() => relay.close())

const addresses = (from: number) =>
  relay.received
    .slice(from)
    .flatMap((m) => m.to)
    .sort()

async function teamWithGuests(count: number, prefix = 'g'): Promise<{ team: Team; ids: string[] }> {
  const team = await createTeam()
  await sql(`update events set "websiteSettings" = '{"contactEmail": "couple@example.test"}' where id = $1`, [
    team.event.id,
  ])
  const ids: string[] = []
  for (let i = 0; i < count; i++)
    ids.push(await addGuest(team.event.id, `Guest ${i}`, { email: `${prefix}${i}@example.test` }))
  return { team, ids }
}

const queue = (team: Team, args: { audience?: string; guestIds?: string[]; subject?: string; body?: string } = {}) =>
  team.editor.db.rpc('queue_guest_mail', {
    p_event_id: team.event.id,
    p_kind: 'invitation',
    p_subject: args.subject ?? 'Vous êtes invité(e) !',
    p_body: args.body ?? 'Bonjour {prénom}, répondez ici : {lien}',
    p_audience: (args.audience ?? 'everyone') as 'everyone',
    p_guest_ids: args.guestIds,
  })

describe('queuing and sending', () => {
  it('queues one mail per guest with an address, says who was left out, and sends each once', async () => {
    const { team, ids } = await teamWithGuests(2)
    await addGuest(team.event.id, 'Nobody Mail')
    await addGuest(team.event.id, 'Bad Address', { email: 'not an address' })
    const { data, error } = await queue(team)
    expect(error).toBeNull()
    expect(data).toMatchObject({ queued: 2, no_address: 1, invalid: ['Bad Address'], unsubscribed: 0 })
    const before = relay.received.length
    expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 2, retrying: 0, failed: 0 })
    expect(addresses(before)).toEqual(['g0@example.test', 'g1@example.test'])
    expect((await outboxOf(team.event.id)).map((r) => r.state)).toEqual(['sent', 'sent'])
    const [states] = await sql<{ mail_state: string }>(`select mail_state::text from guests where id = $1`, [ids[0]])
    expect(states.mail_state).toBe('sent')
    // Nothing is due any more.
    expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 0, retrying: 0, failed: 0 })
  })

  it("the mail: the organisers' name via Eventail, Reply-To the contact address, the guest's own link, one-click unsubscribe", async () => {
    const { team } = await teamWithGuests(1, 'look')
    await queue(team, { subject: 'Invitation pour {prénom}' })
    const before = relay.received.length
    await drain(relay, { eventId: team.event.id })
    const [mail] = relay.received.slice(before)
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where event_id = $1`,
      [team.event.id],
    )
    expect(mail.from).toBe(SENDER)
    expect(header(mail.raw, 'From')).toBe(`Test wedding via Eventail <${SENDER}>`)
    expect(header(mail.raw, 'Reply-To')).toBe('couple@example.test')
    expect((await parseMail(mail.raw)).subject).toBe('Invitation pour Guest')
    // The event's id, not its slug: a slug can change hands while the mail sits in an inbox (G5).
    const slug = team.event.id
    expect(header(mail.raw, 'List-Unsubscribe')).toBe(`<${SITE}/api/unsubscribe?event=${slug}&token=${token}>`)
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.raw).toContain('multipart/alternative')
    const parsed = await parseMail(mail.raw)
    expect(parsed.text).toContain(`Bonjour Guest, répondez ici : ${SITE}/${slug}?invite=${token}`)
    expect(parsed.html).toContain(`<a href="${SITE}/${slug}?invite=${token}"`)
    expect(parsed.text).toContain(`Se désabonner : ${SITE}/api/unsubscribe?event=${slug}&token=${token}`)
  })

  it('two drains at the same moment send each recipient exactly one mail', async () => {
    const { team } = await teamWithGuests(40, 'race')
    await queue(team)
    const before = relay.received.length
    const runs = await Promise.all([
      drain(relay, { batchSize: 5, eventId: team.event.id }),
      drain(relay, { batchSize: 5, eventId: team.event.id }),
    ])
    expect(runs[0].sent + runs[1].sent).toBe(40)
    const got = addresses(before)
    expect(got).toHaveLength(40)
    expect(new Set(got).size).toBe(40)
    expect((await outboxOf(team.event.id)).every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true)
  })

  it('a temporary refusal (4xx) is retried later, then sent', async () => {
    const { team } = await teamWithGuests(1, 'later')
    await queue(team)
    relay.reply = (address) => (address.startsWith('later') ? { code: 451, message: 'Try again later' } : null)
    try {
      expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    } finally {
      relay.reply = () => null
    }
    const [row] = await outboxOf(team.event.id)
    expect(row).toMatchObject({ state: 'queued', attempts: 1 })
    expect(row.last_error).toContain('451')
    // Not due before its backoff.
    expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    await makeDue(team.event.id)
    const before = relay.received.length
    expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 1, retrying: 0, failed: 0 })
    expect(addresses(before)).toEqual(['later0@example.test'])
    expect(await outboxOf(team.event.id)).toMatchObject([{ state: 'sent', attempts: 2, last_error: null }])
  })

  it('a relay that stops answering (a timeout) is retried later, not recorded as failed', async () => {
    const { team } = await teamWithGuests(1, 'silent')
    await queue(team)
    relay.reply = (address) => (address.startsWith('silent') ? 'silence' : null)
    try {
      expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    } finally {
      relay.reply = () => null
    }
    const [row] = await outboxOf(team.event.id)
    expect(row).toMatchObject({ state: 'queued', attempts: 1 })
    expect(row.last_error).toMatch(/timeout/i)
  })

  it('a permanent refusal (5xx) is recorded with its reason, on the outbox and the guest', async () => {
    const { team, ids } = await teamWithGuests(1, 'gone')
    await queue(team)
    relay.reply = (address) => (address.startsWith('gone') ? { code: 550, message: 'No such mailbox' } : null)
    try {
      expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 0, retrying: 0, failed: 1 })
    } finally {
      relay.reply = () => null
    }
    const [row] = await outboxOf(team.event.id)
    expect(row.state).toBe('failed')
    expect(row.last_error).toMatch(/550.*No such mailbox/)
    const [g] = await sql<{ mail_state: string; mail_error: string }>(
      `select mail_state::text, mail_error from guests where id = $1`,
      [ids[0]],
    )
    expect(g.mail_state).toBe('failed')
    expect(g.mail_error).toMatch(/550/)
    await makeDue(team.event.id)
    expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 0, retrying: 0, failed: 0 })
  })

  it('a scheduled mail waits for its time', async () => {
    const { team } = await teamWithGuests(1, 'sched')
    const { error } = await team.owner.db.rpc('queue_guest_mail', {
      p_event_id: team.event.id,
      p_kind: 'save_the_date',
      p_subject: 'Réservez la date',
      p_body: 'Le {date}',
      p_audience: 'everyone',
      p_scheduled_at: new Date(Date.now() + 3600_000).toISOString(),
    })
    expect(error).toBeNull()
    expect(await drain(relay, { eventId: team.event.id })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    await makeDue(team.event.id)
    expect((await drain(relay, { eventId: team.event.id })).sent).toBe(1)
  })
})

describe('unsubscribing', () => {
  it('an unsubscribed guest is skipped: queued mail dropped, later sends leave them out, even re-added', async () => {
    const { team, ids } = await teamWithGuests(2, 'unsub')
    await queue(team)
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [ids[0]],
    )
    const { data, error } = await guest().rpc('unsubscribe_guest', { p_event_ref: team.event.slug!, p_token: token })
    expect(error).toBeNull()
    expect(data).toEqual([{ event_name: 'Test wedding' }])
    const before = relay.received.length
    await drain(relay, { eventId: team.event.id })
    expect(addresses(before)).toEqual(['unsub1@example.test'])
    expect((await outboxOf(team.event.id)).find((r) => r.guest_id === ids[0])).toMatchObject({
      state: 'failed',
      last_error: 'Unsubscribed',
    })

    const next = await queue(team)
    expect(next.data).toMatchObject({ queued: 1, unsubscribed: 1 })
    // Deleting the guest and adding them again does not bring the mails back.
    await team.editor.db.from('guests').delete().eq('id', ids[0]).throwOnError()
    await addGuest(team.event.id, 'Guest 0 again', { email: 'UNSUB0@example.test' })
    const again = await team.editor.db.rpc('queue_guest_mail', {
      p_event_id: team.event.id,
      p_kind: 'message',
      p_subject: 'Nouvelles',
      p_body: 'Bonjour',
      p_audience: 'pending',
    })
    expect(again.data).toMatchObject({ unsubscribed: 1 })
  })

  it('the link asks first (GET changes nothing); the one-click POST of a mail client (RFC 8058) unsubscribes', async () => {
    const { team, ids } = await teamWithGuests(1, 'oneclick')
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [ids[0]],
    )
    const url = (t: string) => `${env().apiUrl}/api/unsubscribe?event=${team.event.slug}&token=${t}`
    const unsubscribedAt = async () =>
      (await sql<{ at: string | null }>(`select unsubscribed_at as at from guests where id = $1`, [ids[0]]))[0].at
    const post = (t: string) =>
      fetch(url(t), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    const opened = await fetch(url(token))
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('>Me désabonner</button>')
    expect(await unsubscribedAt()).toBeNull()

    const wrong = await post('wrong-token')
    expect(wrong.status).toBe(404)
    expect(await wrong.text()).toContain('Ce lien de désabonnement n’est pas valable.')
    expect((await fetch(`${env().apiUrl}/api/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(400)

    const done = await post(token)
    expect(done.status).toBe(200)
    expect(await done.text()).toContain(
      'C’est fait : vous ne recevrez plus d’e-mails des organisateurs de Test wedding envoyés via Eventail.',
    )
    expect(await unsubscribedAt()).not.toBeNull()
  })
})

/** Moves an event's ledger a day back (the append-only trigger refuses it; a test may step around it). */
async function ageLedger(eventId: string) {
  await sql(`alter table private.mail_ledger disable trigger keep_ledger_rows`)
  try {
    await sql(`update private.mail_ledger set at = at - interval '1 day' where event_id = $1`, [eventId])
  } finally {
    await sql(`alter table private.mail_ledger enable trigger keep_ledger_rows`)
  }
}

describe('limits', () => {
  it('3 mails per guest in 24 hours: the 4th send is refused whole, naming them, and nothing is queued', async () => {
    const { team, ids } = await teamWithGuests(2, 'thrice')
    for (let i = 0; i < 3; i++)
      expect((await queue(team, { audience: 'selected', guestIds: [ids[0]] })).error).toBeNull()
    const { data, error } = await queue(team)
    expect(data).toBeNull()
    expect(error).toMatchObject({
      code: 'EV032',
      message:
        'Guest 0 would get more than 3 e-mails in 24 hours, the most per address (guests sharing an address count together). Leave them out, or send later.',
    })
    expect(await outboxOf(team.event.id)).toHaveLength(3)
    expect((await queue(team, { audience: 'selected', guestIds: [ids[1]] })).error).toBeNull()
  })

  it('500 recipients per event in 24 hours: a send past it is refused whole', async () => {
    const { team, ids } = await teamWithGuests(3, 'many')
    // 499 mails queued today (498 of them written straight to the ledger, which the caps count).
    await queue(team, { audience: 'selected', guestIds: [ids[2]] })
    await sql(
      `insert into private.mail_ledger (event_id, account_id, address, kind)
       select $1, private.mail_account($1), 'stand-in' || i || '@example.test', 'message' from generate_series(1, 498) i`,
      [team.event.id],
    )
    const over = await queue(team, { audience: 'selected', guestIds: [ids[0], ids[1]] })
    expect(over.error).toMatchObject({
      code: 'EV031',
      message: 'At most 500 e-mails per event in 24 hours: 1 more can be sent now. Choose fewer guests, or send later.',
    })
    expect(await outboxOf(team.event.id)).toHaveLength(1)
    expect((await queue(team, { audience: 'selected', guestIds: [ids[0]] })).data).toMatchObject({ queued: 1 })
    expect((await queue(team, { audience: 'selected', guestIds: [ids[1]] })).error).toMatchObject({ code: 'EV031' })
    // A day later the event may send again.
    await ageLedger(team.event.id)
    expect((await queue(team, { audience: 'selected', guestIds: [ids[1]] })).data).toMatchObject({ queued: 1 })
  })

  it('subject and message sizes, one-line subjects, and a send with nobody to receive it', async () => {
    const { team } = await teamWithGuests(1, 'sizes')
    const refused = async (args: Parameters<typeof queue>[1], message: string, code = 'EV030') =>
      expect((await queue(team, args)).error).toMatchObject({ code, message })
    await refused({ subject: 'x'.repeat(201) }, 'The subject must be 1 to 200 characters.')
    await refused({ subject: '  ' }, 'The subject must be 1 to 200 characters.')
    await refused({ subject: 'Hello\r\nBcc: victim@example.test' }, 'The subject must fit on one line.')
    await refused({ body: 'x'.repeat(5001) }, 'The message must be 1 to 5,000 characters.')
    await refused({ audience: 'selected', guestIds: [] }, 'Tick the guests to e-mail first.')
    await refused(
      { audience: 'confirmed' },
      'None of these guests can get this e-mail: they have no valid address, or unsubscribed.',
      'EV034',
    )
    expect((await queue(team, { subject: 'x'.repeat(200), body: 'y'.repeat(5000) })).error).toBeNull()
  })
})

describe('tracking and reminders', () => {
  it("opening a guest's personal link counts a visit; the Messages view counts visits and answers", async () => {
    const { team, ids } = await teamWithGuests(2, 'visit')
    await queue(team)
    await drain(relay, { eventId: team.event.id })
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [ids[0]],
    )
    expect((await guest().rpc('open_rsvp_invitation', { p_event_id: team.event.id, p_token: token })).error).toBeNull()
    await sql(`update guests set status = 'confirmed' where id = $1`, [ids[1]])
    const { data } = await team.editor.db.rpc('mailing_summaries', { p_event_id: team.event.id })
    expect(data).toMatchObject([
      { kind: 'invitation', recipients: 2, queued: 0, sent: 2, failed: 0, visited: 1, answered: 1 },
    ])
    const [g] = await sql<{ visited_at: string | null }>(`select visited_at from guests where id = $1`, [ids[0]])
    expect(g.visited_at).not.toBeNull()
  })

  it('the automatic reminder: once per guest who has not answered, N days before the deadline', async () => {
    const { team, ids } = await teamWithGuests(4, 'remind')
    await sql(`update guests set status = 'declined' where id = $1`, [ids[1]])
    await sql(`update guests set unsubscribed_at = now() where id = $1`, [ids[2]])
    await sql(
      `update events set rsvp_deadline = (now() at time zone 'Europe/Paris')::date + 10, auto_reminder_days = 7 where id = $1`,
      [team.event.id],
    )
    const service = serviceClient()
    // Ten days before the deadline is not yet seven.
    await service.rpc('queue_automatic_reminders').throwOnError()
    expect(await outboxOf(team.event.id)).toEqual([])
    await sql(`update events set auto_reminder_days = 10 where id = $1`, [team.event.id])
    await service.rpc('queue_automatic_reminders').throwOnError()
    const rows = await outboxOf(team.event.id)
    expect(rows.map((r) => r.address).sort()).toEqual(['remind0@example.test', 'remind3@example.test'])
    await service.rpc('queue_automatic_reminders').throwOnError()
    expect(await outboxOf(team.event.id)).toHaveLength(2)
    const before = relay.received.length
    await drain(relay, { eventId: team.event.id })
    expect(addresses(before)).toEqual(['remind0@example.test', 'remind3@example.test'])
    expect((await parseMail(relay.received[before].raw)).subject).toBe('Petit rappel : votre réponse')
  })
})

describe('/api/send-guest-mails', () => {
  it("a member's 'Send' drains their event at once, into the stack's inbox; others are refused", async () => {
    const team = await createSessionTeam()
    const address = `${crypto.randomUUID().slice(0, 8)}@example.test`
    await addGuest(team.event.id, 'Inbox Guest', { email: address })
    await team.owner.db
      .rpc('queue_guest_mail', {
        p_event_id: team.event.id,
        p_kind: 'invitation',
        p_subject: 'Bienvenue {prénom}',
        p_body: 'Répondez : {lien}',
        p_audience: 'everyone',
      })
      .throwOnError()
    const body = { eventId: team.event.id }
    expect((await callApi('send-guest-mails', { body })).status).toBe(401)
    expect((await callApi('send-guest-mails', { body, token: team.sessions.outsider })).status).toBe(403)
    expect((await callApi('send-guest-mails', { method: 'GET' })).status).toBe(401)
    expect(await mailsTo(address)).toEqual([])
    const answer = await callApi('send-guest-mails', { body, token: team.sessions.editor })
    expect(answer).toMatchObject({ status: 200, body: { sent: 1, retrying: 0, failed: 0 } })
    const [mail] = await mailsTo(address)
    expect(mail.Subject).toBe('Bienvenue Inbox')
    expect(linkIn(mail, 'http://localhost:5173/')).toMatch(/\?invite=[0-9a-f]{32}$/)
  })
})
