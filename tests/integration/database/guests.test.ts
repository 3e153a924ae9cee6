import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addMember, createTeam, createUser, type Team, type TestUser } from '../support/event-fixtures.ts'
import { guest } from '../support/typed-clients.ts'

// Guests beyond the shared matrix (tables.test.ts, whose 'otherEditor' seat is an editor of another
// event): moving guests between events, the CSV import RPC (members only, one transaction, bounded), and the party size the database keeps.

/** One of event A's guests, made as the database owner. */
const makeGuest = async (t: Team) => {
  const [row] = await sql<{ id: string }>(
    `insert into guests (event_id, name) values ($1, 'Jean Dupont') returning id`,
    [t.event.id],
  )
  return row.id
}

const guestsOf = (eventId: string) =>
  sql<{ name: string; email: string | null; status: string; number: number; plus_ones: unknown }>(
    `select name, email, status, number, plus_ones from guests where event_id = $1 order by name`,
    [eventId],
  )

const row = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: null,
  status: 'pending',
  comment: null,
  plus_ones: [],
  ...extra,
})

describe("an editor of event B and event A's guests", () => {
  let team: Team
  let editorOfB: TestUser
  beforeAll(async () => {
    team = await createTeam()
    editorOfB = await createUser({ first: 'Bea', prefix: 'editor-b' })
    await addMember(team.otherEvent.id, editorOfB)
  })

  it("A's editor cannot move a guest into B, nor create one there", async () => {
    const id = await makeGuest(team)
    const moved = await team.editor.db.from('guests').update({ event_id: team.otherEvent.id }).eq('id', id)
    expect(moved.error?.code).toBe('42501')
    const created = await team.editor.db.from('guests').insert({ event_id: team.otherEvent.id, name: 'Sneak in' })
    expect(created.error?.code).toBe('42501')
    expect(await guestsOf(team.otherEvent.id)).toEqual([])
  })

  it("B's editor cannot import into A, and A's editor cannot import into B", async () => {
    const intoA = await editorOfB.db.rpc('import_guests', { p_event_id: team.event.id, p_guests: [row('Intruder')] })
    expect(intoA.error?.code).toBe('42501')
    expect(intoA.error?.message).toBe('You may not add guests to this event')
    const intoB = await team.editor.db.rpc('import_guests', {
      p_event_id: team.otherEvent.id,
      p_guests: [row('Intruder')],
    })
    expect(intoB.error?.code).toBe('42501')
    expect(await sql(`select 1 from guests where name = 'Intruder'`)).toEqual([])
  })

  it('anonymous visitors can neither read nor import', async () => {
    await makeGuest(team)
    const read = await guest().from('guests').select('id').eq('event_id', team.event.id)
    expect(read.data ?? []).toEqual([])
    const imported = await guest().rpc('import_guests', { p_event_id: team.event.id, p_guests: [row('Anon')] })
    expect(imported.error).not.toBeNull()
    expect(await sql(`select 1 from guests where name = 'Anon'`)).toEqual([])
  })
})

describe('import_guests', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it('imports every row for a member, the database keeping party sizes', async () => {
    const { data, error } = await team.editor.db.rpc('import_guests', {
      p_event_id: team.event.id,
      p_guests: [
        row('Émile Zola', {
          email: 'emile@example.fr',
          status: 'confirmed',
          comment: 'Près de la fenêtre; côté jardin',
          plus_ones: [
            { name: 'Alexandrine', age: 'adult', vegetarian: true },
            { name: 'Denise', age: 'kid', vegetarian: false },
          ],
        }),
        row('Anne Martin', { status: 'declined', plus_ones: [{ name: 'Paul', age: 'adult', vegetarian: false }] }),
        row('  Bruno  ', { status: '' }),
      ],
    })
    expect(error).toBeNull()
    expect(data).toBe(3)
    expect(await guestsOf(team.event.id)).toEqual([
      {
        name: 'Anne Martin',
        email: null,
        status: 'declined',
        number: 0,
        plus_ones: [{ name: 'Paul', age: 'adult', vegetarian: false }],
      },
      { name: 'Bruno', email: null, status: 'pending', number: 1, plus_ones: [] },
      {
        name: 'Émile Zola',
        email: 'emile@example.fr',
        status: 'confirmed',
        number: 3,
        plus_ones: [
          { name: 'Alexandrine', age: 'adult', vegetarian: true },
          { name: 'Denise', age: 'kid', vegetarian: false },
        ],
      },
    ])
  })

  it('writes nothing when any row is refused', async () => {
    const before = await guestsOf(team.event.id)
    const bad = [
      [row('Fine one'), row('Bad plus-one', { plus_ones: [{ name: 'X', age: 'teen', vegetarian: false }] })],
      [row('Fine two'), row('Bad status', { status: 'maybe' })],
      [row('Fine three'), row('')],
      [row('Fine four'), row('x'.repeat(201))],
    ]
    for (const guests of bad) {
      const { error } = await team.owner.db.rpc('import_guests', { p_event_id: team.event.id, p_guests: guests })
      expect(error).not.toBeNull()
    }
    expect(await guestsOf(team.event.id)).toEqual(before)
  })

  it('is bounded: an empty list and more than 2,000 rows are refused', async () => {
    const empty = await team.owner.db.rpc('import_guests', { p_event_id: team.event.id, p_guests: [] })
    expect(empty.error?.message).toBe('There are no guests to import')
    const many = Array.from({ length: 2001 }, (_, i) => row(`Guest ${i}`))
    const big = await team.owner.db.rpc('import_guests', { p_event_id: team.event.id, p_guests: many })
    expect(big.error?.message).toBe('At most 2,000 guests can be imported at once')
    expect(await sql(`select 1 from guests where event_id = $1 and name = 'Guest 0'`, [team.event.id])).toEqual([])
  })

  it('respects the guests module switch', async () => {
    const off = await createTeam({ modules: { guests: false } })
    const { error } = await off.owner.db.rpc('import_guests', { p_event_id: off.event.id, p_guests: [row('Nope')] })
    expect(error?.message).toBe('This event does not have the guests module activated')
    expect(await guestsOf(off.event.id)).toEqual([])
  })

  it('lets a global admin import', async () => {
    const { data, error } = await team.admin.db.rpc('import_guests', {
      p_event_id: team.event.id,
      p_guests: [row('By admin')],
    })
    expect(error).toBeNull()
    expect(data).toBe(1)
  })
})

describe('guest rows', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })

  it('refuse names, e-mails and comments longer than the form allows', async () => {
    const db = team.editor.db
    const insert = (fields: Record<string, string>) =>
      db.from('guests').insert({ event_id: team.event.id, name: 'Ok', ...fields })
    expect((await insert({ name: 'x'.repeat(201) })).error?.code).toBe('23514')
    expect((await insert({ email: `${'e'.repeat(250)}@x.fr` })).error?.code).toBe('23514')
    expect((await insert({ comment: 'c'.repeat(2001) })).error?.code).toBe('23514')
    expect((await insert({ name: 'x'.repeat(200), comment: 'c'.repeat(2000) })).error).toBeNull()
  })
})
