import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGuest, createTeam, type Team } from '../support/event-fixtures.ts'
import { forgetAttempts, rpcFrom } from '../support/guest-attempts.ts'
import { drain, headerNames, parseMail, startFakeRelay, type FakeRelay } from '../support/guest-mail.ts'
import {
  attempt,
  clientFor,
  createMatrixTeam,
  OPERATIONS,
  ROLES,
  type MatrixTeam,
  type Role,
  type TableSpec,
} from '../support/table-matrix.ts'
import { guest } from '../support/typed-clients.ts'

// E-mail to guests, as an attacker would use it: reading or forging the outbox, mailing another
// event's guests, flooding, undoing a guest's unsubscription, injecting headers.

const MEMBERS: Role[] = ['editor', 'owner', 'admin']
const nobody: Role[] = []

let team: MatrixTeam
let relay: FakeRelay
beforeAll(async () => {
  team = await createMatrixTeam()
  relay = await startFakeRelay()
})
afterAll(() => relay.close())

async function mailing(t: Team): Promise<{ mailingId: string; guestId: string; outboxId: string }> {
  const guestId = await addGuest(t.event.id, `Guest ${Math.random().toString(36).slice(2, 8)}`, {
    email: 'someone@example.test',
  })
  const [m] = await sql<{ id: string }>(
    `insert into mailings (event_id, kind, subject, body, audience) values ($1, 'message', 'Hi', 'Hello', 'everyone') returning id`,
    [t.event.id],
  )
  const [o] = await sql<{ id: string }>(
    `insert into mail_outbox (mailing_id, event_id, guest_id, address) values ($1, $2, $3, 'someone@example.test') returning id`,
    [m.id, t.event.id, guestId],
  )
  return { mailingId: m.id, guestId, outboxId: o.id }
}

const SPECS: TableSpec[] = [
  {
    table: 'mailings',
    make: async (t) => (await mailing(t)).mailingId,
    insert: async (t) => ({
      event_id: t.event.id,
      kind: 'message',
      subject: 'Forged',
      body: 'x',
      audience: 'everyone',
    }),
    patch: () => ({ subject: 'Changed' }),
    allowed: { select: MEMBERS, insert: nobody, update: nobody, delete: nobody },
  },
  {
    table: 'mail_outbox',
    make: async (t) => (await mailing(t)).outboxId,
    // The attack: a row that makes the drain mail any address from the product's sender.
    insert: async (t) => {
      const { mailingId, guestId } = await mailing(t)
      return { mailing_id: mailingId, event_id: t.event.id, guest_id: guestId, address: 'victim@example.test' }
    },
    // The attack: mark a failed or queued mail as delivered, or send it elsewhere.
    patch: () => ({ state: 'sent', address: 'victim@example.test' }),
    allowed: { select: MEMBERS, insert: nobody, update: nobody, delete: nobody },
  },
]

describe('security matrix: mail tables', () => {
  for (const spec of SPECS) {
    describe(spec.table, () => {
      for (const op of OPERATIONS) {
        const cells = ROLES.map((role) => ({ role, allowed: spec.allowed[op].includes(role) }))
        it.each(cells)(`${op} as $role → allowed: $allowed`, async ({ role, allowed }) => {
          expect(await attempt(spec, team, role, op)).toBe(allowed)
        })
      }
    })
  }
})

const queueAs = (role: Role, eventId: string, guestIds?: string[]) =>
  clientFor(team, role).rpc('queue_guest_mail', {
    p_event_id: eventId,
    p_kind: 'message',
    p_subject: 'Hello',
    p_body: 'Bonjour {prénom}',
    p_audience: guestIds ? 'selected' : 'everyone',
    p_guest_ids: guestIds,
  })

const queuedFor = async (eventId: string) =>
  (await sql<{ n: number }>(`select count(*)::int as n from mail_outbox where event_id = $1`, [eventId]))[0].n

describe('queuing mail', () => {
  it('anonymous visitors and outsiders cannot queue mail to an event’s guests', async () => {
    const t = await createTeam()
    await addGuest(t.event.id, 'Target', { email: 'target@example.test' })
    const anon = await guest().rpc('queue_guest_mail', {
      p_event_id: t.event.id,
      p_kind: 'message',
      p_subject: 'Spam',
      p_body: 'Spam',
      p_audience: 'everyone',
    })
    expect(anon.error?.code).toBe('42501')
    const outsider = await t.outsider.db.rpc('queue_guest_mail', {
      p_event_id: t.event.id,
      p_kind: 'message',
      p_subject: 'Spam',
      p_body: 'Spam',
      p_audience: 'everyone',
    })
    expect(outsider.error?.code).toBe('42501')
    expect(await queuedFor(t.event.id)).toBe(0)
  })

  it("a member cannot mail another event's guests through their own event", async () => {
    const stranger = await addGuest(team.otherEvent.id, 'Stranger', { email: 'stranger@example.test' })
    const own = await addGuest(team.event.id, 'Own', { email: 'own@example.test' })
    const { error } = await queueAs('owner', team.event.id, [own, stranger])
    expect(error).toMatchObject({ code: 'EV033', message: "Only this event's guests can be e-mailed." })
    expect(await queuedFor(team.otherEvent.id)).toBe(0)
    const onTheirs = await queueAs('owner', team.otherEvent.id, [stranger])
    expect(onTheirs.error?.code).toBe('42501')
    expect(await queuedFor(team.otherEvent.id)).toBe(0)
  })

  it('flooding: a member sending again and again is stopped at 3 mails per guest a day', async () => {
    const t = await createTeam()
    await addGuest(t.event.id, 'Flooded', { email: 'flooded@example.test' })
    const codes: (string | null)[] = []
    for (let i = 0; i < 6; i++) {
      const { error } = await t.editor.db.rpc('queue_guest_mail', {
        p_event_id: t.event.id,
        p_kind: 'message',
        p_subject: `Again ${i}`,
        p_body: 'Again',
        p_audience: 'everyone',
      })
      codes.push(error?.code ?? null)
    }
    expect(codes).toEqual([null, null, null, 'EV032', 'EV032', 'EV032'])
    expect(await queuedFor(t.event.id)).toBe(3)
  })

  it('the drain’s functions are the service role’s only', async () => {
    for (const role of ['anon', 'outsider', 'owner', 'admin'] as Role[]) {
      const db = clientFor(team, role)
      expect((await db.rpc('claim_guest_mails', { p_limit: 10 })).error?.code, role).toBe('42501')
      expect(
        (await db.rpc('record_guest_mail_results', { p_claim: crypto.randomUUID(), p_results: [] })).error?.code,
        role,
      ).toBe('42501')
      expect((await db.rpc('queue_automatic_reminders')).error?.code, role).toBe('42501')
    }
  })

  it("an outsider reads no summary of another event's mail", async () => {
    await mailing(team)
    const { data } = await team.outsider.db.rpc('mailing_summaries', { p_event_id: team.event.id })
    expect(data).toEqual([])
    const owner = await team.owner.db.rpc('mailing_summaries', { p_event_id: team.event.id })
    expect(owner.data?.length).toBeGreaterThan(0)
  })
})

describe('what the guest chose and what the mail service recorded', () => {
  it("organisers cannot undo a guest's unsubscription, nor forge a delivery or a visit", async () => {
    const id = await addGuest(team.event.id, 'Left', { email: 'left@example.test' })
    await sql(`update guests set unsubscribed_at = now() where id = $1`, [id])
    for (const patch of [
      { unsubscribed_at: null },
      { mail_state: 'sent' as const },
      { visited_at: new Date().toISOString() },
    ]) {
      const { error } = await team.editor.db.from('guests').update(patch).eq('id', id)
      expect(error?.code).toBe('42501')
    }
    const [row] = await sql<{ unsubscribed_at: string | null; mail_state: string | null; visited_at: string | null }>(
      `select unsubscribed_at, mail_state, visited_at from guests where id = $1`,
      [id],
    )
    expect(row.unsubscribed_at).not.toBeNull()
    expect(row.mail_state).toBeNull()
    expect(row.visited_at).toBeNull()
    // Their other fields stay theirs to edit.
    expect((await team.editor.db.from('guests').update({ comment: 'Moved away' }).eq('id', id)).error).toBeNull()
    const inserted = await team.editor.db
      .from('guests')
      .insert({ event_id: team.event.id, name: 'Forged', mail_state: 'sent' })
    expect(inserted.error?.code).toBe('42501')
  })

  it('wrong unsubscribe links are counted per client: past 20, refused (EV013); a right one still passes', async () => {
    const t = await createTeam()
    const id = await addGuest(t.event.id, 'Real', { email: 'real@example.test' })
    const [{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [id],
    )
    const codes: (string | null)[] = []
    for (let i = 0; i < 21; i++)
      codes.push(
        (await rpcFrom('127.0.0.91', 'unsubscribe_guest', { p_event_ref: t.event.slug, p_token: `x${i}` })).code,
      )
    expect(codes.slice(0, 20).every((c) => c === null)).toBe(true)
    expect(codes[20]).toBe('EV013')
    const right = await rpcFrom('127.0.0.91', 'unsubscribe_guest', { p_event_ref: t.event.slug, p_token: token })
    expect(right).toMatchObject({ status: 200, body: [{ event_name: 'Test wedding' }] })
    await forgetAttempts(t.event.id)
  })
})

describe('header injection', () => {
  it('a guest name and placeholders carrying line breaks cannot add a header or a recipient', async () => {
    const t = await createTeam()
    await addGuest(t.event.id, 'Eve\r\nBcc: victim@example.test\r\nX-Injected: yes', { email: 'eve@example.test' })
    const { error } = await t.editor.db.rpc('queue_guest_mail', {
      p_event_id: t.event.id,
      p_kind: 'message',
      p_subject: 'Bonjour {nom}',
      p_body: 'Bonjour {nom}',
      p_audience: 'everyone',
    })
    expect(error).toBeNull()
    const before = relay.received.length
    await drain(relay, { eventId: t.event.id })
    const mails = relay.received.slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual(['eve@example.test'])
    const names = headerNames(mails[0].raw)
    expect(names).not.toContain('bcc')
    expect(names).not.toContain('x-injected')
    const parsed = await parseMail(mails[0].raw)
    expect(parsed.subject).toBe('Bonjour Eve Bcc: victim@example.test X-Injected: yes')
    expect(parsed.to).toEqual([{ name: 'Eve Bcc: victim@example.test X-Injected: yes', address: 'eve@example.test' }])
  })

  it('a subject with a line break is refused before anything is queued', async () => {
    const t = await createTeam()
    await addGuest(t.event.id, 'Ann', { email: 'ann@example.test' })
    const { error } = await t.editor.db.rpc('queue_guest_mail', {
      p_event_id: t.event.id,
      p_kind: 'message',
      p_subject: 'Hi\r\nBcc: victim@example.test',
      p_body: 'x',
      p_audience: 'everyone',
    })
    expect(error).toMatchObject({ code: 'EV030', message: 'The subject must fit on one line.' })
    expect(await queuedFor(t.event.id)).toBe(0)
  })
})
