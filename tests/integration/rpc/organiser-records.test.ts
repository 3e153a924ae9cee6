import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Json } from '../../../kernel/generated/database.types.ts'
import { sql } from '../support/clients.ts'
import { addGuest, addMember, createTeam, createUser, type Team } from '../support/event-fixtures.ts'

// What the organisers read about their own event (issue 29): the mail funnel's answers, the RSVP
// deadline, the vegetarian menu options, and the team's actions in the activity feed. Each case
// is how the figure or the feed used to be wrong.

const importRow = (name: string, status = 'pending', email: string | null = null) => ({
  name,
  email,
  status,
  comment: null,
  plus_ones: [],
})

const activityOf = (eventId: string, type: string) =>
  sql<{ data: Record<string, unknown> }>(
    `select data from event_activity where event_id = $1 and type = $2 order by created_at`,
    [eventId, type],
  )

const queueInvitation = (team: Team) =>
  team.editor.db.rpc('queue_guest_mail', {
    p_event_id: team.event.id,
    p_kind: 'invitation',
    p_subject: 'Vous êtes invité(e) !',
    p_body: 'Bonjour {prénom}, répondez ici : {lien}',
    p_audience: 'everyone',
  })

describe("the mail funnel's 'Answered'", () => {
  it('counts answers given after the mail was sent, not guests imported as confirmed', async () => {
    const team = await createTeam()
    await sql(`update events set "websiteSettings" = '{"contactEmail": "couple@example.test"}' where id = $1`, [
      team.event.id,
    ])
    const imported = await team.editor.db.rpc('import_guests', {
      p_event_id: team.event.id,
      p_guests: [
        importRow('Already Yes', 'confirmed', 'yes@example.test'),
        importRow('Already No', 'declined', 'no@example.test'),
        importRow('Will Answer', 'pending', 'later@example.test'),
        importRow('Answers Early', 'pending', 'early@example.test'),
      ] as unknown as Json,
    })
    expect(imported.error).toBeNull()
    const [early] = await sql<{ id: string }>(`select id from guests where event_id = $1 and name = 'Answers Early'`, [
      team.event.id,
    ])
    // Queued (not yet sent): an answer now is not an answer to this mail.
    expect((await queueInvitation(team)).error).toBeNull()
    await sql(`update guests set status = 'confirmed' where id = $1`, [early.id])
    await sql(`update mail_outbox set state = 'sent', sent_at = clock_timestamp() where event_id = $1`, [team.event.id])
    await sql(`update guests set status = 'declined' where event_id = $1 and name = 'Will Answer'`, [team.event.id])
    // Editing a confirmed guest's comment is not an answer either.
    await sql(`update guests set comment = 'table near the door' where event_id = $1 and name = 'Already Yes'`, [
      team.event.id,
    ])

    const { data, error } = await team.editor.db.rpc('mailing_summaries', { p_event_id: team.event.id })
    expect(error).toBeNull()
    expect(data).toMatchObject([{ recipients: 4, sent: 4, answered: 1 }])
  })

  it('stays closed to guests', async () => {
    const team = await createTeam()
    const { guest } = await import('../support/typed-clients.ts')
    const { error } = await guest().rpc('mailing_summaries', { p_event_id: team.event.id })
    expect(error?.code).toBe('42501')
  })
})

describe('the RSVP deadline', () => {
  it('is refused after the event date, with its message, and accepted on the day', async () => {
    const team = await createTeam()
    await sql(`update events set date = '2027-06-14T15:00:00Z' where id = $1`, [team.event.id])
    const late = await team.owner.db
      .from('events')
      .update({ rsvp_deadline: '2027-06-16' })
      .eq('id', team.event.id)
      .select('id')
    expect(late.error).toMatchObject({
      code: 'EV090',
      message: 'The RSVP deadline must be on or before the event date.',
    })
    const onTheDay = await team.owner.db
      .from('events')
      .update({ rsvp_deadline: '2027-06-14' })
      .eq('id', team.event.id)
      .select('id')
    expect(onTheDay.error).toBeNull()
    // Moving the event before its deadline is refused the same way.
    const earlier = await team.admin.db
      .from('events')
      .update({ date: '2027-06-01T15:00:00Z' })
      .eq('id', team.event.id)
      .select('id')
    expect(earlier.error?.code).toBe('EV090')
  })
})

describe('vegetarian menu options', () => {
  const menu = (vegetarian: unknown, kind = 'menu') => ({
    programme: [],
    sections: [],
    faq: [],
    questions: [
      {
        id: randomUUID(),
        kind,
        label: 'Menu',
        per: 'attendee',
        required: false,
        ...(kind === 'menu' ? { options: ['Bœuf', 'Végétarien'] } : {}),
        vegetarian,
      },
    ],
  })

  it('are options the menu offers, on a menu only', async () => {
    const team = await createTeam()
    const save = (content: unknown) =>
      team.owner.db
        .from('events')
        .update({ siteContent: content as Json })
        .eq('id', team.event.id)
        .select('id')
    expect((await save(menu(['Végétarien']))).error).toBeNull()
    expect((await save(menu(['Poisson']))).error?.code).toBe('EV040')
    expect((await save(menu('Végétarien'))).error?.code).toBe('EV040')
    expect((await save(menu(['Végétarien'], 'text'))).error?.code).toBe('EV040')
  })
})

describe("the team's actions in the activity feed", () => {
  it('records a guest import, not a guest added by hand', async () => {
    const team = await createTeam()
    const { error } = await team.editor.db.rpc('import_guests', {
      p_event_id: team.event.id,
      p_guests: [importRow('One'), importRow('Two'), importRow('Three')] as unknown as Json,
    })
    expect(error).toBeNull()
    await team.editor.db.from('guests').insert({ event_id: team.event.id, name: 'By Hand' }).throwOnError()
    expect(await activityOf(team.event.id, 'guests_imported')).toEqual([{ data: { user_name: 'Eddie', count: 3 } }])
  })

  it('records a mailing with its recipients', async () => {
    const team = await createTeam()
    await sql(`update events set "websiteSettings" = '{"contactEmail": "couple@example.test"}' where id = $1`, [
      team.event.id,
    ])
    await addGuest(team.event.id, 'Mail One', { email: 'one@example.test' })
    await addGuest(team.event.id, 'Mail Two', { email: 'two@example.test' })
    expect((await queueInvitation(team)).error).toBeNull()
    expect(await activityOf(team.event.id, 'mailing_sent')).toEqual([
      { data: { user_name: 'Eddie', kind: 'invitation', subject: 'Vous êtes invité(e) !', recipients: 2 } },
    ])
  })

  it('records a member joining when they accept, not when invited', async () => {
    const team = await createTeam()
    const invitee = await createUser({ first: 'Iris', last: 'Nouvel' })
    await addMember(team.event.id, invitee, { status: 'pending', expiresAt: new Date(Date.now() + 86_400_000) })
    expect(await activityOf(team.event.id, 'member_joined')).toEqual([])
    expect((await invitee.db.rpc('accept_event_invitation', { p_event_id: team.event.id })).error).toBeNull()
    expect(await activityOf(team.event.id, 'member_joined')).toEqual([{ data: { user_name: 'Iris Nouvel' } }])
  })

  it('records the site published, and only when its settings or content change', async () => {
    const team = await createTeam()
    const publish = (settings: Record<string, Json>) =>
      team.owner.db
        .from('events')
        .update({ websiteSettings: settings, siteContent: { programme: [], sections: [], faq: [], questions: [] } })
        .eq('id', team.event.id)
        .throwOnError()
    await publish({ theme: 'dark' })
    await publish({ theme: 'dark' })
    await team.owner.db.from('events').update({ name: 'Renamed' }).eq('id', team.event.id).throwOnError()
    expect(await activityOf(team.event.id, 'site_published')).toEqual([{ data: { user_name: 'Olive' } }])
  })

  it('are rows nobody outside the event reads', async () => {
    const team = await createTeam()
    await team.owner.db
      .from('events')
      .update({ websiteSettings: { theme: 'dark' } })
      .eq('id', team.event.id)
    const { data } = await team.outsider.db.from('event_activity').select('id').eq('event_id', team.event.id)
    expect(data).toEqual([])
  })
})
