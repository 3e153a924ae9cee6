import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Json } from '../../../kernel/generated/database.types.ts'
import { sql } from '../support/clients.ts'
import { addGuest, createTeam, type PlusOne, type Team } from '../support/event-fixtures.ts'
import { forgetAttempts } from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// The wedding website's content (events."siteContent": programme, sections, FAQ, RSVP questions)
// and the guests' answers (guests.rsvp_answers), issue 21. Each case is how a guest or an
// outsider would store what the organisers never asked, or read what they never published.

const brunch = randomUUID()
const menu = randomUUID()
const diet = randomUUID()
const comes = randomUUID()
const hidden = randomUUID()

const content = {
  programme: [
    { id: brunch, title: 'Brunch', at: '2027-08-15T11:00', place: 'Le jardin', address: null, description: null },
    {
      id: randomUUID(),
      title: 'Cérémonie',
      at: '2027-08-14T15:00',
      place: 'Mairie',
      address: '1 place de la Mairie, Lyon',
    },
  ],
  sections: [
    { id: randomUUID(), title: 'Venir', text: 'En **train** jusqu’à Lyon.', visible: true },
    { id: hidden, title: 'Brouillon', text: 'Pas encore prêt', visible: false },
  ],
  faq: [{ id: randomUUID(), question: 'Dress code ?', answer: 'Chic champêtre.' }],
  questions: [
    {
      id: menu,
      kind: 'menu',
      label: 'Menu',
      per: 'attendee',
      required: true,
      options: ['Bœuf', 'Poisson', 'Végétarien'],
    },
    { id: diet, kind: 'dietary', label: 'Allergies', per: 'attendee', required: false },
    { id: comes, kind: 'attends', label: 'Brunch ?', per: 'party', required: false, item: brunch },
  ],
}

const companion: PlusOne = { name: 'Camille', age: 'adult', vegetarian: false }

let team: Team
beforeAll(async () => {
  team = await createTeam()
  const { error } = await team.editor.db.from('events').update({ siteContent: content }).eq('id', team.event.id)
  expect(error).toBeNull()
})

const storedAnswers = async (id: string) =>
  (
    await sql<{ status: string; rsvp_answers: unknown }>(`select status, rsvp_answers from guests where id = $1`, [id])
  )[0]

async function ticketFor(name: string, plusOnes: PlusOne[] = []) {
  await forgetAttempts(team.event.id)
  const id = await addGuest(team.event.id, name, { plusOnes, maxPartySize: 3 })
  const { data, error } = await guest().rpc('find_rsvp_guest', { p_event_id: team.event.id, p_name: name })
  expect(error).toBeNull()
  return { id, ticket: (data as { ticket: string }[])[0].ticket }
}

const answer = (
  ticket: string,
  answers: unknown,
  plusOnes: PlusOne[] = [],
  status: 'confirmed' | 'declined' = 'confirmed',
) =>
  guest().rpc('submit_rsvp', {
    p_event_id: team.event.id,
    p_ticket: ticket,
    p_status: status,
    p_plus_ones: plusOnes,
    p_answers: answers as never,
  })

describe('the published site', () => {
  it('a guest reads the programme in time order, the visible sections, the FAQ and the questions; never a hidden section', async () => {
    const { data, error } = await guest().rpc('get_public_event', { p_ref: team.event.slug! }).single()
    expect(error).toBeNull()
    const site = data!.siteContent as typeof content & { shown: boolean }
    expect(site.shown).toBe(true)
    expect(site.programme.map((item) => item.title)).toEqual(['Cérémonie', 'Brunch'])
    expect(site.sections.map((s) => s.title)).toEqual(['Venir'])
    expect(JSON.stringify(site)).not.toContain(hidden)
    expect(site.faq).toEqual(content.faq)
    expect(site.questions.map((q) => q.id)).toEqual([menu, diet, comes])
    const { data: bare } = await guest().rpc('get_public_event', { p_ref: team.otherEvent.id }).single()
    expect(bare!.siteContent).toEqual({ programme: [], sections: [], faq: [], questions: [], shown: false })
  })

  it('attack: a guest writes the site content directly: nothing changes', async () => {
    const { data } = await guest()
      .from('events')
      .update({ siteContent: { faq: [] } })
      .eq('id', team.event.id)
      .select('id')
    expect(data ?? []).toEqual([])
    const [row] = await sql<{ faq: unknown[] }>(`select "siteContent"->'faq' as faq from events where id = $1`, [
      team.event.id,
    ])
    expect(row.faq).toHaveLength(1)
  })

  it("attack: an outsider rewrites another team's site content or reads it from the table: nothing", async () => {
    const { data: written } = await team.outsider.db
      .from('events')
      .update({ siteContent: { faq: [] } })
      .eq('id', team.event.id)
      .select('id')
    expect(written ?? []).toEqual([])
    const { data: read } = await team.outsider.db.from('events').select('siteContent').eq('id', team.event.id)
    expect(read).toEqual([])
  })

  it('attack: a member stores oversize, uncounted or ill-formed content: refused with EV040, nothing changed', async () => {
    const many = (n: number, make: (i: number) => object) => Array.from({ length: n }, (_, i) => make(i))
    const bad = [
      { faq: many(51, () => ({ id: randomUUID(), question: 'Q', answer: 'A' })) },
      { sections: [{ id: randomUUID(), title: 'Long', text: 'x'.repeat(5001), visible: true }] },
      { programme: [{ id: 'not-an-id', title: 'Dîner', at: '2027-08-14T20:00' }] },
      { programme: [{ id: randomUUID(), title: 'Dîner', at: 'tomorrow' }] },
      { questions: [{ id: randomUUID(), kind: 'menu', label: 'Menu', per: 'party', required: false, options: [] }] },
      {
        questions: [
          { id: randomUUID(), kind: 'attends', label: 'Brunch', per: 'party', required: false, item: randomUUID() },
        ],
      },
      { questions: [{ id: randomUUID(), kind: 'script', label: 'x', per: 'party', required: false }] },
      { scripts: [] },
    ]
    for (const siteContent of bad as Json[]) {
      const { error } = await team.owner.db.from('events').update({ siteContent }).eq('id', team.event.id)
      expect(error, JSON.stringify(siteContent).slice(0, 80)).toMatchObject({
        code: 'EV040',
        hint: 'invalid_site_content',
      })
    }
    const [row] = await sql<{ content: unknown }>(`select "siteContent" as content from events where id = $1`, [
      team.event.id,
    ])
    expect(row.content).toEqual(content)
  })
})

describe('RSVP answers', () => {
  it('a guest answers the menu for themselves and a plus-one: stored; declining later clears them', async () => {
    const { id, ticket } = await ticketFor('Alice Menu')
    const answers = { [menu]: ['Bœuf', 'Végétarien'], [diet]: [null, 'Noix'], [comes]: true }
    const { error } = await answer(ticket, answers, [companion])
    expect(error).toBeNull()
    expect(await storedAnswers(id)).toEqual({ status: 'confirmed', rsvp_answers: answers })
    // Changing the answer later: the personal link gives the answers back, the name alone does not
    // (issue 28 G2: keep_rsvp_answers_behind_links).
    const [{ invitation_token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [id],
    )
    const opened = await guest().rpc('open_rsvp_invitation', { p_event_id: team.event.id, p_token: invitation_token })
    expect((opened.data as { rsvp_answers: unknown }[])[0].rsvp_answers).toEqual(answers)
    const { data } = await guest().rpc('find_rsvp_guest', { p_event_id: team.event.id, p_name: 'Alice Menu' })
    expect((data as { rsvp_answers: unknown }[])[0].rsvp_answers).toEqual({})
    expect((await answer(ticket, answers, [companion], 'declined')).error).toBeNull()
    expect(await storedAnswers(id)).toEqual({ status: 'declined', rsvp_answers: {} })
  })

  it('a required question left blank, for the plus-one only: refused in French with its label', async () => {
    const { id, ticket } = await ticketFor('Bob Blank')
    const { error } = await answer(ticket, { [menu]: ['Poisson', null] }, [companion])
    expect(error).toMatchObject({
      code: 'EV044',
      hint: 'answer_required',
      message: 'Merci de répondre à la question « Menu ».',
    })
    expect(await storedAnswers(id)).toEqual({ status: 'pending', rsvp_answers: {} })
  })

  it("attack: answering another event's question: refused, nothing saved", async () => {
    const foreign = randomUUID()
    await sql(`update events set "siteContent" = $2 where id = $1`, [
      team.otherEvent.id,
      JSON.stringify({ questions: [{ id: foreign, kind: 'text', label: 'Autre', per: 'party', required: false }] }),
    ])
    const { id, ticket } = await ticketFor('Carol Foreign')
    const { error } = await answer(ticket, { [menu]: ['Bœuf'], [foreign]: 'hello' })
    expect(error).toMatchObject({ code: 'EV041', hint: 'unknown_question' })
    expect(await storedAnswers(id)).toEqual({ status: 'pending', rsvp_answers: {} })
  })

  it('attack: an option the menu does not offer: refused', async () => {
    const { id, ticket } = await ticketFor('Dan Option')
    const { error } = await answer(ticket, { [menu]: ['Homard'] })
    expect(error).toMatchObject({ code: 'EV042', hint: 'unknown_option', message: "Ce choix n'est pas proposé." })
    expect(await storedAnswers(id)).toEqual({ status: 'pending', rsvp_answers: {} })
  })

  it('attack: an oversize text, an oversize document, a wrong type, more attendees than the party: refused', async () => {
    const { id, ticket } = await ticketFor('Eve Oversize')
    expect((await answer(ticket, { [menu]: ['Bœuf'], [diet]: ['x'.repeat(501)] })).error).toMatchObject({
      code: 'EV043',
      hint: 'answer_too_long',
    })
    expect((await answer(ticket, { [menu]: ['Bœuf'], pad: 'x'.repeat(41000) })).error).toMatchObject({ code: 'EV041' })
    expect((await answer(ticket, { [menu]: ['Bœuf'], [comes]: 'peut-être' })).error).toMatchObject({ code: 'EV041' })
    expect((await answer(ticket, { [menu]: ['Bœuf', 'Bœuf', 'Bœuf'] }, [companion])).error).toMatchObject({
      code: 'EV041',
    })
    expect((await answer(ticket, [menu])).error).toMatchObject({ code: 'EV041' })
    expect(await storedAnswers(id)).toEqual({ status: 'pending', rsvp_answers: {} })
  })

  it("attack: an outsider writes a guest's answers directly; a member names another event's question: refused", async () => {
    const id = await addGuest(team.event.id, 'Frank Direct')
    const { data } = await team.outsider.db
      .from('guests')
      .update({ rsvp_answers: { [menu]: ['Bœuf'] } })
      .eq('id', id)
      .select('id')
    expect(data ?? []).toEqual([])
    const { data: anonymous } = await guest()
      .from('guests')
      .update({ rsvp_answers: { [menu]: ['Bœuf'] } })
      .eq('id', id)
      .select('id')
    expect(anonymous ?? []).toEqual([])
    const { error } = await team.owner.db
      .from('guests')
      .update({ rsvp_answers: { [randomUUID()]: 'x' } })
      .eq('id', id)
    expect(error).toMatchObject({ code: 'EV041' })
    const { error: fine } = await team.owner.db
      .from('guests')
      .update({ rsvp_answers: { [menu]: ['Poisson'] } })
      .eq('id', id)
    expect(fine).toBeNull()
    expect(await storedAnswers(id)).toEqual({ status: 'pending', rsvp_answers: { [menu]: ['Poisson'] } })
  })

  it("attack: moving a guest with answers to another event: refused, the answers name this event's questions", async () => {
    const id = await addGuest(team.event.id, 'Gina Moved')
    await sql(`update guests set rsvp_answers = $2 where id = $1`, [id, JSON.stringify({ [menu]: ['Bœuf'] })])
    await expect(sql(`update guests set event_id = $2 where id = $1`, [id, team.otherEvent.id])).rejects.toMatchObject({
      code: 'EV041',
    })
  })
})
