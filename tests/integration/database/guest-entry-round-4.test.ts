import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from '../support/clients.ts'
import { addGuest, createTeam, type Team } from '../support/event-fixtures.ts'
import { forgetAttempts, rpcFrom, TOO_MANY } from '../support/guest-attempts.ts'
import { guest } from '../support/typed-clients.ts'

// Security, round 4 (issue 28): what a visitor of the public page could read or store. Each case
// is the attack that used to succeed.

const diet = randomUUID()
const note = randomUUID()
const questions = [
  { id: diet, kind: 'dietary', label: 'Allergies', per: 'attendee', required: false },
  { id: note, kind: 'text', label: 'Un mot', per: 'party', required: false },
]
const SECRET = { [diet]: ['Allergie sévère aux arachides (traitement en cours)'], [note]: 'Enceinte de 5 mois' }

describe('G2: RSVP answers to anyone who knows a name', () => {
  let team: Team
  let id: string
  let token: string
  beforeAll(async () => {
    team = await createTeam()
    await sql(`update events set "siteContent" = $2 where id = $1`, [team.event.id, JSON.stringify({ questions })])
    id = await addGuest(team.event.id, 'Claire Martin', { status: 'confirmed' })
    await sql(`update guests set rsvp_answers = $2 where id = $1`, [id, JSON.stringify(SECRET)])
    ;[{ invitation_token: token }] = await sql<{ invitation_token: string }>(
      `select invitation_token from guests where id = $1`,
      [id],
    )
  })

  const byName = () => guest().rpc('find_rsvp_guest', { p_event_id: team.event.id, p_name: 'claire martin' })

  it('the name path answers an empty answer set, and nothing of the stored answers anywhere in its body', async () => {
    await forgetAttempts(team.event.id)
    const found = await rpcFrom('127.0.0.90', 'find_rsvp_guest', { p_event_id: team.event.id, p_name: 'Claire Martin' })
    expect(found.status).toBe(200)
    expect(found.body).toEqual([expect.objectContaining({ id, rsvp_answers: {} })])
    const text = JSON.stringify(found.body)
    expect(text).not.toContain('arachides')
    expect(text).not.toContain('Enceinte')
  })

  it('its ticket cannot reveal them: submit_rsvp answers no answers, and what it saves replaces them (no merge)', async () => {
    await forgetAttempts(team.event.id)
    const { data } = await byName()
    const ticket = (data as { ticket: string }[])[0].ticket
    const submitted = await guest().rpc('submit_rsvp', {
      p_event_id: team.event.id,
      p_ticket: ticket,
      p_status: 'confirmed',
      p_plus_ones: [],
      p_answers: { [note]: 'Bonjour' },
    })
    expect(submitted.error).toBeNull()
    expect(JSON.stringify(submitted.data)).not.toContain('arachides')
    expect(Object.keys((submitted.data as object[])[0]).sort()).toEqual([
      'id',
      'last_updated_at',
      'name',
      'number',
      'plus_ones',
      'status',
    ])
    const [{ rsvp_answers }] = await sql<{ rsvp_answers: unknown }>(`select rsvp_answers from guests where id = $1`, [
      id,
    ])
    expect(rsvp_answers).toEqual({ [note]: 'Bonjour' })
    // Put back for the next case.
    await sql(`update guests set rsvp_answers = $2 where id = $1`, [id, JSON.stringify(SECRET)])
  })

  it('the personal link still answers them, to change them later', async () => {
    await forgetAttempts(team.event.id)
    const { data, error } = await guest().rpc('open_rsvp_invitation', { p_event_id: team.event.id, p_token: token })
    expect(error).toBeNull()
    expect(data).toEqual([expect.objectContaining({ id, rsvp_answers: SECRET })])
  })
})

describe('issue 29: two guests with the same name', () => {
  it('the name path opens neither (no ticket, no companions shown) and says so in French; the link opens each', async () => {
    const team = await createTeam()
    const first = await addGuest(team.event.id, 'Claire Martin', {
      plusOnes: [{ name: 'Paul Martin', age: 'adult', vegetarian: false }],
    })
    const second = await addGuest(team.event.id, '  claire MARTIN ')
    const found = await rpcFrom('127.0.0.91', 'find_rsvp_guest', { p_event_id: team.event.id, p_name: 'Claire Martin' })
    expect(found).toMatchObject({ status: 400, code: 'EV060', body: { hint: 'name_shared' } })
    expect(JSON.stringify(found.body)).not.toContain('Paul')
    expect((found.body as { message: string }).message).toContain('lien personnel')
    expect(await sql(`select 1 from private.rsvp_tickets where event_id = $1`, [team.event.id])).toEqual([])
    for (const id of [first, second]) {
      const [{ invitation_token }] = await sql<{ invitation_token: string }>(
        `select invitation_token from guests where id = $1`,
        [id],
      )
      const opened = await guest().rpc('open_rsvp_invitation', { p_event_id: team.event.id, p_token: invitation_token })
      expect(opened.data).toEqual([expect.objectContaining({ id })])
    }
    // Once the organisers rename one, the name path opens the other (the spec's match for a unique name).
    await team.editor.db.from('guests').update({ name: 'Claire Martin (Lyon)' }).eq('id', second)
    const again = await guest().rpc('find_rsvp_guest', { p_event_id: team.event.id, p_name: 'Claire Martin' })
    expect(again.data).toEqual([expect.objectContaining({ id: first })])
  })
})

describe('G6 and unknown keys: what site content stores', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })
  const save = (siteContent: unknown) =>
    team.editor.db
      .from('events')
      .update({ siteContent: siteContent as never })
      .eq('id', team.event.id)
      .select('siteContent')
  const item = (patch: Record<string, unknown>) => ({
    programme: [{ id: randomUUID(), title: 'Cérémonie', at: '2027-08-14T15:00', place: 'Mairie', ...patch }],
  })

  it.each([
    ['a bare CR in a title', { title: 'Cérémonie\rBEGIN:VEVENT' }],
    ['a CRLF in a place', { place: 'Mairie\r\nX-INJECTED:1' }],
    ['a LF in an address', { address: '1 rue\nSUMMARY:x' }],
    ['a bare CR in a description', { description: 'Venez\rDTSTART:19700101T000000Z' }],
    ['a NUL-like control in a description', { description: 'a\u0001b' }],
    ['a vertical tab', { description: 'a\u000bb' }],
    ['an escape', { title: 'a\u001b[31m' }],
    ['a DEL', { place: 'a\u007fb' }],
    ['a C1 next line', { place: 'a\u0085b' }],
    ['a line separator', { title: 'a\u2028b' }],
    ['a paragraph separator', { description: 'a\u2029b' }],
  ])('refuses %s (EV040), nothing stored', async (_, patch) => {
    const { data, error } = await save(item(patch))
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: 'EV040', hint: 'invalid_site_content' })
    expect(error!.message).toContain('control character')
  })

  it('keeps line breaks (LF) and tabs where several lines are offered: descriptions, section texts, FAQ answers', async () => {
    const content = {
      ...item({ description: 'Ligne 1\nLigne 2\tfin' }),
      sections: [{ id: randomUUID(), title: 'Venir', text: 'En train\n\n- ligne', visible: true }],
      faq: [{ id: randomUUID(), question: 'Parking ?', answer: 'Oui\nderrière' }],
    }
    const { error } = await save(content)
    expect(error).toBeNull()
  })

  it('refuses a control character in an RSVP question label or menu option', async () => {
    const menu = { id: randomUUID(), kind: 'menu', label: 'Menu', per: 'attendee', required: false }
    expect((await save({ questions: [{ ...menu, options: ['Bœuf\rX'] }] })).error).toMatchObject({ code: 'EV040' })
    expect((await save({ questions: [{ ...menu, label: 'Me\nnu', options: ['Bœuf'] }] })).error).toMatchObject({
      code: 'EV040',
    })
  })

  it("keeps a menu question's vegetarian options (a key the editor writes)", async () => {
    const menu = {
      id: randomUUID(),
      kind: 'menu',
      label: 'Menu',
      per: 'attendee',
      required: false,
      options: ['Bœuf', 'Végétarien'],
      vegetarian: ['Végétarien'],
    }
    expect((await save({ questions: [menu] })).error).toBeNull()
    const [{ siteContent }] = await sql<{ siteContent: { questions: unknown[] } }>(
      `select "siteContent" from events where id = $1`,
      [team.event.id],
    )
    expect(siteContent.questions).toEqual([menu])
  })

  it('drops unknown keys inside entries: neither stored nor served', async () => {
    const id = randomUUID()
    const { error } = await save({
      programme: [{ id, title: 'Cérémonie', at: '2027-08-14T15:00', onclick: 'alert(1)', extra: { deep: true } }],
      sections: [{ id: randomUUID(), title: 'Venir', text: 'x', visible: true, html: '<script>' }],
      faq: [{ id: randomUUID(), question: 'Q ?', answer: 'R', tracking: 'x' }],
      questions: [{ id: randomUUID(), kind: 'text', label: 'Un mot', per: 'party', required: false, style: 'x' }],
    })
    expect(error).toBeNull()
    const [{ siteContent }] = await sql<{ siteContent: Record<string, Record<string, unknown>[]> }>(
      `select "siteContent" from events where id = $1`,
      [team.event.id],
    )
    expect(Object.keys(siteContent.programme[0]).sort()).toEqual(['at', 'id', 'title'])
    expect(Object.keys(siteContent.sections[0]).sort()).toEqual(['id', 'text', 'title', 'visible'])
    expect(Object.keys(siteContent.faq[0]).sort()).toEqual(['answer', 'id', 'question'])
    expect(Object.keys(siteContent.questions[0]).sort()).toEqual(['id', 'kind', 'label', 'per', 'required'])
    const served = JSON.stringify((await guest().rpc('get_public_event', { p_ref: team.event.id })).data)
    for (const word of ['onclick', 'deep', 'script', 'tracking', 'style']) expect(served).not.toContain(word)
  })
})

describe('the public page and the wall: a per-client rate', () => {
  let team: Team
  beforeAll(async () => {
    team = await createTeam()
  })
  const forget = (kind: string) =>
    sql(`delete from private.guest_attempts where kind = $1 and scope = $2`, [kind, team.event.id])

  it.each([
    ['get_public_event', 'public_event', 600],
    ['get_photo_wall', 'photo_wall', 300],
  ] as const)(
    '%s: one client past its minute is refused (EV013), another on the same page is not',
    async (name, kind, limit) => {
      await forget(kind)
      const args = { p_ref: team.event.id }
      // The calls of the minute, as the database counts them (faster than making them all).
      await sql(
        `insert into private.guest_attempts (kind, scope, client) select $1, $2, '127.0.0.92' from generate_series(1, $3 - 1)`,
        [kind, team.event.id, limit],
      )
      expect((await rpcFrom('127.0.0.92', name, args)).status).toBe(200)
      const refused = await rpcFrom('127.0.0.92', name, args)
      expect(refused).toMatchObject({ status: 400, code: 'EV013', body: TOO_MANY })
      expect((refused.body as { message: string }).message).toBe('Trop de tentatives. Réessayez dans 1 minute.')
      // A refused call is not counted, and another client (another network) is not affected.
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from private.guest_attempts where kind = $1 and scope = $2`,
        [kind, team.event.id],
      )
      expect(n).toBe(limit)
      expect((await rpcFrom('127.0.0.93', name, args)).status).toBe(200)
      // A minute later the client reads again.
      await sql(`update private.guest_attempts set at = at - interval '61 seconds' where kind = $1 and scope = $2`, [
        kind,
        team.event.id,
      ])
      expect((await rpcFrom('127.0.0.92', name, args)).status).toBe(200)
    },
  )

  it('a crowd on one network loading the page 100 times in a minute is not refused', async () => {
    await forget('public_event')
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => rpcFrom('127.0.0.94', 'get_public_event', { p_ref: team.event.id })),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
  })
})
