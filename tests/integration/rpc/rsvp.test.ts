import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import {
  addGuest,
  addMember,
  createTeam,
  createUser,
  setModules,
  type PlusOne,
  type Team,
} from '../support/event-fixtures.ts'
import { forgetAttempts, TOO_MANY } from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// find_rsvp_guest, open_rsvp_invitation and submit_rsvp: the RSVP wizard of the public site
// (SPEC §4, §5). A lookup hands out a ticket; only a ticket lets an answer be submitted.

/** What both look-ups answer: the found guest, or nobody. */
type Found = {
  id: string
  name: string
  status: string
  number: number
  plus_ones: PlusOne[]
  max_party_size: number
  ticket: string
}[]

const kid: PlusOne = { name: 'Léo', age: 'kid', vegetarian: false }
const veggie: PlusOne = { name: 'Inès', age: 'adult', vegetarian: true }

describe('find_rsvp_guest', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
    await addGuest(team.event.id, 'Jean Dupont', { email: 'jean@example.test', plusOnes: [kid] })
    await addGuest(team.event.id, 'Marie  Curie')
    await addGuest(team.event.id, '100%_Sure*')
    await addGuest(team.otherEvent.id, 'Paul Martin')
  })
  beforeEach(() => forgetAttempts(team.event.id))

  const find = (name: string, eventId = team.event.id) =>
    guest().rpc('find_rsvp_guest', { p_event_id: eventId, p_name: name })

  it.each(['Jean Dupont', 'jean dupont', '  JEAN DUPONT  ', 'Jean   Dupont'])(
    'matches the whole name %j',
    async (name) => {
      const { data, error } = await find(name)
      expect(error).toBeNull()
      expect(data).toEqual([
        {
          id: expect.any(String),
          name: 'Jean Dupont',
          status: 'pending',
          number: 2,
          plus_ones: [kid],
          // No limit set: the spec's companions, up to 20 (make_companions_opt_in).
          max_party_size: 21,
          rsvp_answers: {},
          ticket: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ])
    },
  )

  it.each(['%', '_', '*', '%%', 'Jean%', '%Dupont', 'Jean Dupon_', 'Jean*', 'J', 'Jean', '', '   '])(
    'finds nobody for %j',
    async (name) => {
      const { data, error } = await find(name)
      expect(error).toBeNull()
      expect(data).toEqual([])
    },
  )

  it('lets %, _ and * match only themselves', async () => {
    expect((await find('100%_sure*')).data).toHaveLength(1)
    expect((await find('100x_Sure*')).data).toEqual([])
    expect((await find('100%xSure*')).data).toEqual([])
  })

  it('never returns the e-mail, the comment or other guests', async () => {
    const { data } = await find('jean dupont')
    expect(Object.keys((data as Found)[0]).sort()).toEqual([
      'id',
      'max_party_size',
      'name',
      'number',
      'plus_ones',
      'rsvp_answers',
      'status',
      'ticket',
    ])
  })

  it("does not find another event's guest", async () => {
    expect((await find('Paul Martin')).data).toEqual([])
    expect((await find('Paul Martin', team.otherEvent.id)).data).toHaveLength(1)
  })

  it('opens nobody when names repeat (any case): says so in French and points to the personal link', async () => {
    await addGuest(team.event.id, 'Same Name')
    await addGuest(team.event.id, ' same  NAME ')
    const { data, error } = await find('SAME NAME')
    expect(data).toBeNull()
    expect(error).toMatchObject({
      code: 'EV060',
      hint: 'name_shared',
      message:
        'Plusieurs invités portent ce nom. Pour répondre, ouvrez le lien personnel reçu avec votre invitation, ou contactez les organisateurs.',
    })
    // No ticket was handed out for either of them.
    expect(
      await sql(
        `select 1 from private.rsvp_tickets t join guests g on g.id = t.guest_id
         where g.event_id = $1 and g.name ilike '%same%'`,
        [team.event.id],
      ),
    ).toEqual([])
  })

  it("refuses a client's misses past 20 in 10 minutes and caps the event's; a listed name still answers", async () => {
    for (let i = 0; i < 20; i++) expect((await find(`Nobody ${i}`)).error).toBeNull()
    const refused = await find('Nobody else')
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({ ...TOO_MANY, message: 'Trop de tentatives. Réessayez dans 10 minutes.' })
    expect((await find('Jean Dupont')).data).toHaveLength(1)
    await forgetAttempts(team.event.id)
    await sql(
      `insert into private.guest_attempts (kind, scope, client)
       select 'rsvp_lookup', $1, 'elsewhere-' || i from generate_series(1, 300) i`,
      [team.event.id],
    )
    expect((await find('Nobody')).error).toMatchObject(TOO_MANY)
    expect((await find('Jean Dupont')).data).toHaveLength(1)
    expect((await find('Paul Martin', team.otherEvent.id)).error).toBeNull()
  })
})

describe('open_rsvp_invitation', () => {
  it("opens the guest of an invitation token, with a ticket; members read the token, guests don't", async () => {
    const team = await createTeam()
    const id = await addGuest(team.event.id, 'Invited Guest')
    const { data: row } = await team.editor.db.from('guests').select('invitation_token').eq('id', id).single()
    expect(row!.invitation_token).toMatch(/^[0-9a-f]{32}$/)
    const open = (p_token: string, p_event_id = team.event.id) =>
      guest().rpc('open_rsvp_invitation', { p_event_id, p_token })
    expect((await open(row!.invitation_token)).data).toEqual([
      expect.objectContaining({ id, name: 'Invited Guest', ticket: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ])
    expect((await open(row!.invitation_token, team.otherEvent.id)).data).toEqual([])
    expect((await open('0'.repeat(32))).data).toEqual([])
    expect((await guest().from('guests').select('invitation_token')).data ?? []).toEqual([])
  })
})

describe('submit_rsvp', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
    const pending = await createUser()
    await addMember(team.event.id, pending, { status: 'pending', expiresAt: new Date(Date.now() + 86_400_000) })
  })

  beforeEach(() => forgetAttempts(team.event.id))

  /** Step 1 as the wizard does it: the guest's ticket, found by their name. */
  const tickets = new Map<string, string>()
  const ticketOf = async (guestId: string, eventId: string) => {
    if (!tickets.has(guestId)) {
      const [{ name }] = await sql<{ name: string }>(`select name from guests where id = $1`, [guestId])
      const { data } = await guest().rpc('find_rsvp_guest', { p_event_id: eventId, p_name: name })
      tickets.set(guestId, (data as Found)[0].ticket)
    }
    return tickets.get(guestId)!
  }
  const submit = async (
    guestId: string,
    status: 'confirmed' | 'declined' | 'pending',
    plusOnes: unknown = [],
    eventId = team.event.id,
    ticketEventId = eventId,
  ) =>
    guest().rpc('submit_rsvp', {
      p_event_id: eventId,
      p_ticket: await ticketOf(guestId, ticketEventId),
      p_status: status,
      p_plus_ones: plusOnes as PlusOne[],
    })

  it('confirms with accompanying guests: party of 1 + plus-ones, activity and team notified', async () => {
    const id = await addGuest(team.event.id, 'Alice Martin', { maxPartySize: 3 })
    const { data, error } = await submit(id, 'confirmed', [kid, veggie])
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        id,
        name: 'Alice Martin',
        status: 'confirmed',
        number: 3,
        plus_ones: [kid, veggie],
        last_updated_at: expect.any(String),
      },
    ])
    const [activity] = await sql(
      `select type, data from event_activity where event_id = $1 and data->>'guest_id' = $2`,
      [team.event.id, id],
    )
    expect(activity).toEqual({
      type: 'rsvp',
      data: { name: 'Alice Martin', status: 'confirmed', number: 3, guest_id: id },
    })
    const notified = await sql<{ user_id: string; type: string; data: unknown }>(
      `select user_id, type, data from notifications where event_id = $1 and data->>'guest_id' = $2 order by user_id`,
      [team.event.id, id],
    )
    // Active members only: owner and editor, not the pending invitee, not the global admin.
    expect(notified.map((n) => n.user_id).sort()).toEqual([team.owner.id, team.editor.id].sort())
    expect(notified[0]).toMatchObject({
      type: 'guest_rsvp',
      data: { guestName: 'Alice Martin', status: 'confirmed', number: 3 },
    })
  })

  it('declines: party of 0 and plus-ones cleared', async () => {
    const id = await addGuest(team.event.id, 'Bob Martin', { status: 'confirmed', plusOnes: [kid] })
    const { data, error } = await submit(id, 'declined', [veggie])
    expect(error).toBeNull()
    expect(data![0]).toMatchObject({ status: 'declined', number: 0, plus_ones: [] })
    expect(
      (
        await sql(`select number, plus_ones, last_updated_at is not null as stamped from guests where id = $1`, [id])
      )[0],
    ).toEqual({
      number: 0,
      plus_ones: [],
      stamped: true,
    })
  })

  it('accepts 20 accompanying guests and refuses 21', async () => {
    const id = await addGuest(team.event.id, 'Big Family', { maxPartySize: 21 })
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `Child ${i}`, age: 'kid', vegetarian: false }))
    expect((await submit(id, 'confirmed', many(20))).data![0].number).toBe(21)
    const refused = await submit(id, 'confirmed', many(21))
    expect(refused.error).toMatchObject({ code: 'EV009', hint: 'invalid_input' })
    expect((await sql(`select number from guests where id = $1`, [id]))[0].number).toBe(21)
  })

  it.each([
    { what: 'pending as an answer', status: 'pending' as const, plusOnes: [] },
    {
      what: 'an age other than adult or kid',
      status: 'confirmed' as const,
      plusOnes: [{ name: 'X', age: 'teen', vegetarian: false }],
    },
    {
      what: 'a plus-one without a name',
      status: 'confirmed' as const,
      plusOnes: [{ name: ' ', age: 'adult', vegetarian: false }],
    },
    { what: 'extra fields', status: 'confirmed' as const, plusOnes: [{ ...veggie, email: 'x@y.z' }] },
    { what: 'a non-array', status: 'confirmed' as const, plusOnes: { name: 'X' } },
  ])('refuses $what', async ({ what, status, plusOnes }) => {
    const id = await addGuest(team.event.id, `Careful Guest ${what}`)
    const { error } = await submit(id, status, plusOnes)
    expect(error).toMatchObject({ code: 'EV009', hint: 'invalid_input' })
    expect((await sql(`select status from guests where id = $1`, [id]))[0].status).toBe('pending')
  })

  it("refuses another event's ticket, a made-up one, an expired one, and a guest id", async () => {
    const EXPIRED = { code: 'EV014', hint: 'rsvp_ticket_invalid' }
    const stranger = await addGuest(team.otherEvent.id, 'Not Yours')
    const crossed = await submit(stranger, 'declined', [], team.event.id, team.otherEvent.id)
    expect(crossed.error).toMatchObject(EXPIRED)
    expect((await sql(`select status from guests where id = $1`, [stranger]))[0].status).toBe('pending')
    const id = await addGuest(team.event.id, 'Ticket Holder')
    const answer = (p_ticket: string) =>
      guest().rpc('submit_rsvp', { p_event_id: team.event.id, p_ticket, p_status: 'declined' })
    expect((await answer('f'.repeat(64))).error).toMatchObject(EXPIRED)
    expect((await answer(id)).error).toMatchObject(EXPIRED)
    const ticket = await ticketOf(id, team.event.id)
    await sql(`update private.rsvp_tickets set expires_at = now() where guest_id = $1`, [id])
    expect((await answer(ticket)).error).toMatchObject(EXPIRED)
    expect((await sql(`select status from guests where id = $1`, [id]))[0].status).toBe('pending')
  })

  it('refuses when the guests module is off', async () => {
    const id = await addGuest(team.event.id, 'Module Off')
    await ticketOf(id, team.event.id)
    await setModules(team.event.id, { guests: false })
    try {
      expect((await submit(id, 'confirmed')).error).toMatchObject({ code: 'EV005', hint: 'module_disabled' })
      const lookup = await guest().rpc('find_rsvp_guest', { p_event_id: team.event.id, p_name: 'Module Off' })
      expect(lookup.error).toMatchObject({ code: 'EV005' })
    } finally {
      await setModules(team.event.id, { guests: true })
    }
  })

  it('settles two simultaneous answers on the last one, party size consistent', async () => {
    const id = await addGuest(team.event.id, 'Twice Clicked', { maxPartySize: 3 })
    await ticketOf(id, team.event.id)
    const answers = await Promise.all([
      submit(id, 'confirmed', [kid, veggie]),
      submit(id, 'declined'),
      submit(id, 'confirmed', [kid]),
    ])
    expect(answers.map((a) => a.error)).toEqual([null, null, null])
    const [row] = await sql<{ status: string; number: number; plus_ones: unknown[]; last_updated_at: Date }>(
      `select status, number, plus_ones, last_updated_at from guests where id = $1`,
      [id],
    )
    expect(row.number).toBe(row.status === 'declined' ? 0 : 1 + row.plus_ones.length)
    const last = answers
      .map((a) => a.data![0])
      .sort((a, b) => a.last_updated_at.localeCompare(b.last_updated_at))
      .at(-1)!
    expect(row).toMatchObject({ status: last.status, number: last.number, plus_ones: last.plus_ones })
    expect(await sql(`select 1 from event_activity where data->>'guest_id' = $1`, [id])).toHaveLength(3)
  })
})
