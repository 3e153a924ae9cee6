import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGuest, createTeam, type PlusOne, type Team } from '../support/event-fixtures.ts'
import { forgetAttempts, rpcFrom } from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// A guest's allowed party size (issue 22): each case is how a party grew past what the
// organisers allowed, or who could change the allowance, before guests.max_party_size.

const companions = (n: number): PlusOne[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Companion ${i + 1}`, age: i % 2 ? 'kid' : 'adult', vegetarian: false }))

const TOO_LARGE = { code: 'EV027', hint: 'party_too_large' }

const stored = async (id: string) =>
  (
    await sql<{ status: string; number: number; plus_ones: PlusOne[]; max_party_size: number }>(
      `select status, number, plus_ones, max_party_size from guests where id = $1`,
      [id],
    )
  )[0]

/** Step 1 as the wizard does it: what the look-up answers for this name, ticket included. */
async function lookUp(eventId: string, name: string) {
  const { data, error } = await guest().rpc('find_rsvp_guest', { p_event_id: eventId, p_name: name })
  expect(error).toBeNull()
  return (data as { ticket: string; max_party_size: number }[])[0]
}

describe('growing a party through the RSVP', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  const answer = (ticket: string, plusOnes: PlusOne[], status: 'confirmed' | 'declined' = 'confirmed') =>
    guest().rpc('submit_rsvp', { p_event_id: team.event.id, p_ticket: ticket, p_status: status, p_plus_ones: plusOnes })

  it('a guest the organisers limited to coming alone answering for 20 companions with a hand-made request: refused in French, nothing saved', async () => {
    await forgetAttempts(team.event.id)
    const id = await addGuest(team.event.id, 'Invited Alone', { maxPartySize: 1 })
    const { ticket, max_party_size } = await lookUp(team.event.id, 'Invited Alone')
    expect(max_party_size).toBe(1)
    const refused = await rpcFrom('127.0.0.80', 'submit_rsvp', {
      p_event_id: team.event.id,
      p_ticket: ticket,
      p_status: 'confirmed',
      p_plus_ones: companions(20),
    })
    expect(refused).toMatchObject({
      status: 400,
      code: 'EV027',
      body: { ...TOO_LARGE, message: "Votre invitation ne prévoit pas d'accompagnant." },
    })
    expect(await stored(id)).toEqual({ status: 'pending', number: 1, plus_ones: [], max_party_size: 1 })
    expect(await sql(`select 1 from event_activity where data->>'guest_id' = $1`, [id])).toEqual([])
    expect(await sql(`select 1 from notifications where data->>'guest_id' = $1`, [id])).toEqual([])
    // Coming alone, or not coming, still goes through.
    expect((await answer(ticket, [])).error).toBeNull()
    expect(await stored(id)).toMatchObject({ status: 'confirmed', number: 1 })
  })

  it('a guest allowed 2 answering with 2 companions: refused; with 1: accepted', async () => {
    await forgetAttempts(team.event.id)
    const id = await addGuest(team.event.id, 'Allowed Two', { maxPartySize: 2 })
    const { ticket, max_party_size } = await lookUp(team.event.id, 'Allowed Two')
    expect(max_party_size).toBe(2)
    const refused = await answer(ticket, companions(2))
    expect(refused.error).toMatchObject({ ...TOO_LARGE, message: 'Votre invitation prévoit au plus 1 accompagnant.' })
    expect(await stored(id)).toMatchObject({ status: 'pending', plus_ones: [] })
    expect((await answer(ticket, companions(1))).error).toBeNull()
    expect(await stored(id)).toEqual({ status: 'confirmed', number: 2, plus_ones: companions(1), max_party_size: 2 })
  })

  it('answering again with the same ticket to add one more companion: refused, the first answer kept', async () => {
    await forgetAttempts(team.event.id)
    const id = await addGuest(team.event.id, 'Second Thoughts', { maxPartySize: 3 })
    const { ticket } = await lookUp(team.event.id, 'Second Thoughts')
    expect((await answer(ticket, companions(2))).error).toBeNull()
    const grown = await answer(ticket, companions(3))
    expect(grown.error).toMatchObject({ ...TOO_LARGE, message: 'Votre invitation prévoit au plus 2 accompagnants.' })
    expect(await stored(id)).toEqual({ status: 'confirmed', number: 3, plus_ones: companions(2), max_party_size: 3 })
  })

  it('sending the party the look-up allowed after the organisers lowered it: refused', async () => {
    await forgetAttempts(team.event.id)
    const id = await addGuest(team.event.id, 'Lowered Meanwhile', { maxPartySize: 4 })
    const { ticket, max_party_size } = await lookUp(team.event.id, 'Lowered Meanwhile')
    expect(max_party_size).toBe(4)
    const lowered = await team.editor.db.from('guests').update({ max_party_size: 2 }).eq('id', id).select('id')
    expect(lowered.data).toHaveLength(1)
    expect((await answer(ticket, companions(3))).error).toMatchObject(TOO_LARGE)
    expect((await answer(ticket, companions(1))).error).toBeNull()
    expect(await stored(id)).toMatchObject({ number: 2, max_party_size: 2 })
  })

  it('an invitation link tells the same allowance', async () => {
    await forgetAttempts(team.event.id)
    const id = await addGuest(team.event.id, 'By Link', { maxPartySize: 5 })
    const [{ invitation_token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [id],
    )
    const opened = await guest().rpc('open_rsvp_invitation', { p_event_id: team.event.id, p_token: invitation_token })
    expect(opened.data).toEqual([expect.objectContaining({ id, max_party_size: 5 })])
  })
})

describe('who sets the allowed party size', () => {
  let team: Team
  let id: string
  beforeAll(async () => {
    team = await createTeam()
    id = await addGuest(team.event.id, 'Jean Dupont')
  })

  const setTo = (db: Team['owner']['db'], max_party_size: number) =>
    db.from('guests').update({ max_party_size }).eq('id', id).select('max_party_size')

  it('the organisers set it: owner and editor', async () => {
    expect((await setTo(team.owner.db, 3)).data).toEqual([{ max_party_size: 3 }])
    expect((await setTo(team.editor.db, 2)).data).toEqual([{ max_party_size: 2 }])
    expect((await stored(id)).max_party_size).toBe(2)
  })

  it('an outsider (a user of another event) and an anonymous visitor cannot', async () => {
    expect((await setTo(team.outsider.db, 21)).data ?? []).toEqual([])
    expect((await setTo(guest(), 21)).data ?? []).toEqual([])
    expect((await stored(id)).max_party_size).toBe(2)
    // Nor through the RSVP function, which takes no allowance.
    const { ticket } = await lookUp(team.event.id, 'Jean Dupont')
    await guest().rpc('submit_rsvp', {
      p_event_id: team.event.id,
      p_ticket: ticket,
      p_status: 'confirmed',
      p_plus_ones: [],
      p_max_party_size: 21,
    } as never)
    expect((await stored(id)).max_party_size).toBe(2)
  })

  it('stays within 1 to 21', async () => {
    for (const value of [0, -1, 22, 1000]) expect((await setTo(team.editor.db, value)).error?.code).toBe('23514')
    expect((await setTo(team.editor.db, 21)).error).toBeNull()
    expect((await setTo(team.editor.db, 1)).error).toBeNull()
  })

  it('is not set by default (the event decides), and once set never falls below the party entered', async () => {
    const db = team.editor.db
    const { data: unset } = await db
      .from('guests')
      .insert({ event_id: team.event.id, name: 'With Two', plus_ones: companions(2) })
      .select('id, max_party_size')
      .single()
    expect(unset!.max_party_size).toBeNull()
    const { data: made } = await db
      .from('guests')
      .update({ max_party_size: 3 })
      .eq('id', unset!.id)
      .select('id, max_party_size')
      .single()
    expect(made!.max_party_size).toBe(3)
    const grown = await db
      .from('guests')
      .update({ plus_ones: companions(4) })
      .eq('id', made!.id)
      .select('max_party_size')
    expect(grown.data).toEqual([{ max_party_size: 5 }])
    const lowered = await db.from('guests').update({ max_party_size: 2 }).eq('id', made!.id).select('max_party_size')
    expect(lowered.data).toEqual([{ max_party_size: 5 }])
    const larger = await db
      .from('guests')
      .insert({ event_id: team.event.id, name: 'Room For More', max_party_size: 6 })
      .select('max_party_size')
      .single()
    expect(larger.data!.max_party_size).toBe(6)
  })

  it('comes with each imported row, and a malformed one imports nothing', async () => {
    const row = (name: string, extra: Record<string, unknown> = {}) => ({
      name,
      email: null,
      status: 'pending',
      comment: null,
      plus_ones: [],
      ...extra,
    })
    const imported = await team.editor.db.rpc('import_guests', {
      p_event_id: team.event.id,
      p_guests: [
        row('Import Four', { max_party_size: 4 }),
        row('Import Blank', { max_party_size: null, plus_ones: companions(1) }),
        row('Import Absent'),
      ],
    })
    expect(imported.error).toBeNull()
    expect(
      await sql(`select name, max_party_size from guests where event_id = $1 and name like 'Import %' order by name`, [
        team.event.id,
      ]),
    ).toEqual([
      { name: 'Import Absent', max_party_size: null },
      { name: 'Import Blank', max_party_size: null },
      { name: 'Import Four', max_party_size: 4 },
    ])
    for (const bad of ['3', 2.5, 0, 22, true]) {
      const { error } = await team.editor.db.rpc('import_guests', {
        p_event_id: team.event.id,
        p_guests: [row('Fine Row'), row('Bad Row', { max_party_size: bad })],
      })
      expect(error, String(bad)).not.toBeNull()
    }
    expect(await sql(`select 1 from guests where name in ('Fine Row', 'Bad Row')`)).toEqual([])
  })
})

// Issue 29, spec deviation: SPEC §2 lets a guest declare accompanying guests; the allowance made
// every guest typed alone unable to. A limit is now the organisers' choice (make_companions_opt_in).
describe('companions when no limit is set, and the event-wide default', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  const answer = (ticket: string, plusOnes: PlusOne[]) =>
    guest().rpc('submit_rsvp', {
      p_event_id: team.event.id,
      p_ticket: ticket,
      p_status: 'confirmed',
      p_plus_ones: plusOnes,
    })
  const setDefault = (db: Team['owner']['db'], rsvp_companions: number | null) =>
    db.from('events').update({ rsvp_companions }).eq('id', team.event.id).select('rsvp_companions')

  it('a guest typed in alone, no limit set: confirms with one accompanying guest (number 2), up to 20', async () => {
    await forgetAttempts(team.event.id)
    const id = await addGuest(team.event.id, 'Typed Alone')
    const { ticket, max_party_size } = await lookUp(team.event.id, 'Typed Alone')
    expect(max_party_size).toBe(21)
    expect((await answer(ticket, companions(1))).error).toBeNull()
    expect(await stored(id)).toEqual({ status: 'confirmed', number: 2, plus_ones: companions(1), max_party_size: null })
    expect((await answer(ticket, companions(20))).error).toBeNull()
    expect((await stored(id)).number).toBe(21)
  })

  it("the event's default 'nobody' and 'up to 2' limit guests without their own; a guest's own limit wins", async () => {
    await forgetAttempts(team.event.id)
    const plain = await addGuest(team.event.id, 'Plain Guest')
    await addGuest(team.event.id, 'Own Limit', { maxPartySize: 4 })
    expect((await setDefault(team.editor.db, 0)).data).toEqual([{ rsvp_companions: 0 }])
    const first = await lookUp(team.event.id, 'Plain Guest')
    expect(first.max_party_size).toBe(1)
    expect((await answer(first.ticket, companions(1))).error).toMatchObject({
      ...TOO_LARGE,
      message: "Votre invitation ne prévoit pas d'accompagnant.",
    })
    expect(await stored(plain)).toMatchObject({ status: 'pending', plus_ones: [] })
    const own = await lookUp(team.event.id, 'Own Limit')
    expect(own.max_party_size).toBe(4)
    expect((await answer(own.ticket, companions(3))).error).toBeNull()

    expect((await setDefault(team.owner.db, 2)).data).toEqual([{ rsvp_companions: 2 }])
    const second = await lookUp(team.event.id, 'Plain Guest')
    expect(second.max_party_size).toBe(3)
    expect((await answer(second.ticket, companions(3))).error).toMatchObject({
      ...TOO_LARGE,
      message: 'Votre invitation prévoit au plus 2 accompagnants.',
    })
    expect((await answer(second.ticket, companions(2))).error).toBeNull()
    expect(await stored(plain)).toMatchObject({ status: 'confirmed', number: 3 })

    // Back to 'as many as they say'.
    expect((await setDefault(team.editor.db, null)).data).toEqual([{ rsvp_companions: null }])
    expect((await lookUp(team.event.id, 'Plain Guest')).max_party_size).toBe(21)
  })

  it('only the organisers set the default, within nobody to 20', async () => {
    expect((await setDefault(team.outsider.db, 20)).data ?? []).toEqual([])
    expect((await setDefault(guest(), 20)).data ?? []).toEqual([])
    for (const value of [-1, 21]) expect((await setDefault(team.editor.db, value)).error?.code).toBe('23514')
    const [{ rsvp_companions }] = await sql<{ rsvp_companions: number | null }>(
      `select rsvp_companions from events where id = $1`,
      [team.event.id],
    )
    expect(rsvp_companions).toBeNull()
  })
})
