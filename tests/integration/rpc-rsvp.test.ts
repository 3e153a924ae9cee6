import { beforeAll, describe, expect, it } from 'vitest'
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
import { guest } from '../support/typed-clients.ts'

// find_rsvp_guest and submit_rsvp: the RSVP wizard of the public site (SPEC §4, §5).

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

  const find = (name: string, eventId = team.event.id) =>
    guest().rpc('find_rsvp_guest', { p_event_id: eventId, p_name: name })

  it.each(['Jean Dupont', 'jean dupont', '  JEAN DUPONT  ', 'Jean   Dupont'])(
    'matches the whole name %j',
    async (name) => {
      const { data, error } = await find(name)
      expect(error).toBeNull()
      expect(data).toEqual([
        { id: expect.any(String), name: 'Jean Dupont', status: 'pending', number: 2, plus_ones: [kid] },
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
    expect(Object.keys(data![0]).sort()).toEqual(['id', 'name', 'number', 'plus_ones', 'status'])
  })

  it("does not find another event's guest", async () => {
    expect((await find('Paul Martin')).data).toEqual([])
    expect((await find('Paul Martin', team.otherEvent.id)).data).toHaveLength(1)
  })

  it('uses the earliest guest when names repeat', async () => {
    const first = await addGuest(team.event.id, 'Same Name')
    await addGuest(team.event.id, 'same name')
    expect((await find('SAME NAME')).data).toEqual([expect.objectContaining({ id: first })])
  })
})

describe('submit_rsvp', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
    const pending = await createUser()
    await addMember(team.event.id, pending, { status: 'pending', expiresAt: new Date(Date.now() + 86_400_000) })
  })

  const submit = (
    guestId: string,
    status: 'confirmed' | 'declined' | 'pending',
    plusOnes: unknown = [],
    eventId = team.event.id,
  ) =>
    guest().rpc('submit_rsvp', {
      p_event_id: eventId,
      p_guest_id: guestId,
      p_status: status,
      p_plus_ones: plusOnes as PlusOne[],
    })

  it('confirms with accompanying guests: party of 1 + plus-ones, activity and team notified', async () => {
    const id = await addGuest(team.event.id, 'Alice Martin')
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
    const id = await addGuest(team.event.id, 'Big Family')
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
  ])('refuses $what', async ({ status, plusOnes }) => {
    const id = await addGuest(team.event.id, 'Careful Guest')
    const { error } = await submit(id, status, plusOnes)
    expect(error).toMatchObject({ code: 'EV009', hint: 'invalid_input' })
    expect((await sql(`select status from guests where id = $1`, [id]))[0].status).toBe('pending')
  })

  it("refuses another event's guest, and an unknown one", async () => {
    const stranger = await addGuest(team.otherEvent.id, 'Not Yours')
    const crossed = await submit(stranger, 'declined', [], team.event.id)
    expect(crossed.error).toMatchObject({ code: 'EV004', message: 'Guest not found' })
    expect((await sql(`select status from guests where id = $1`, [stranger]))[0].status).toBe('pending')
  })

  it('refuses when the guests module is off', async () => {
    const id = await addGuest(team.event.id, 'Module Off')
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
    const id = await addGuest(team.event.id, 'Twice Clicked')
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
