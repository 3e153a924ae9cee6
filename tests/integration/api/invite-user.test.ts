import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_NOT_FOUND, NOT_EVENT_OWNER } from '../../../api/_lib/event-access.ts'
import { INVITATION_EXPIRED } from '../../../api/_lib/invitation-plan.ts'
import { callApi, createSessionTeam, type SessionTeam } from '../support/api-calls.ts'
import { client, env, sql, uniqueEmail } from '../support/clients.ts'
import { createEvent, createUser } from '../support/event-fixtures.ts'
import { linkIn, mailsTo } from '../support/inbox.ts'

const DONE = 'User added or invited successfully!'
const APP = 'http://localhost:5173'
const DAY = 86_400_000

let team: SessionTeam
beforeAll(async () => {
  team = await createSessionTeam()
})

const invite = (email: string, options: { token?: string; eventId?: string } = {}) =>
  callApi('invite-user', {
    token: options.token ?? team.sessions.owner,
    body: { email, eventId: options.eventId ?? team.event.id, status: 'pending' },
    headers: { Origin: APP },
  })

async function memberships(eventId: string, email: string) {
  return sql<{ role: string; status: string; invitation_expires_at: Date | null }>(
    `select eu.role, eu.status, eu.invitation_expires_at from public.event_users eu
     join public.users u on u.id = eu.user_id where eu.event_id = $1 and u.email = $2`,
    [eventId, email],
  )
}

const metadataOf = async (id: string) =>
  (
    await sql<{ meta: Record<string, unknown> }>('select raw_user_meta_data as meta from auth.users where id = $1', [
      id,
    ])
  )[0].meta

const userIdOf = async (email: string) =>
  (await sql<{ id: string }>('select id from auth.users where email = $1', [email]))[0].id

/** Every successful answer is this, so that it tells nothing about the address. */
const SAME_ANSWER = { status: 200, body: { message: DONE } }
const shown = ({ status, body }: { status: number; body: unknown }) => ({ status, body })

/** Waits for the invitation e-mails to `email` to reach the inbox. */
async function invitationMails(email: string, count = 1) {
  return vi.waitFor(async () => {
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(count)
    return mails
  })
}

describe('/api/invite-user rights', () => {
  it.each([
    ['an editor', 'editor'],
    ['someone outside the event', 'outsider'],
  ] as const)('refuses %s with 403', async (_label, who) => {
    const email = uniqueEmail('refused')
    expect(await invite(email, { token: team.sessions[who] })).toMatchObject({
      status: 403,
      body: { error: NOT_EVENT_OWNER },
    })
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('refuses the owner of another event with 403', async () => {
    const answer = await invite(uniqueEmail('refused'), { token: team.sessions.outsider, eventId: team.event.id })
    expect(answer.status).toBe(403)
    const own = await invite(uniqueEmail('ok'), { token: team.sessions.outsider, eventId: team.otherEvent.id })
    expect(own.status).toBe(200)
  })

  it('lets a global admin invite people to any event, and tells them about unknown events', async () => {
    const someone = await createUser({ prefix: 'by-admin' })
    const answer = await invite(someone.email, { token: team.sessions.admin })
    expect(shown(answer)).toEqual(SAME_ANSWER)
    expect(await memberships(team.event.id, someone.email)).toMatchObject([{ role: 'editor', status: 'pending' }])
    const unknown = await invite(uniqueEmail('x'), { token: team.sessions.admin, eventId: crypto.randomUUID() })
    expect(unknown).toMatchObject({ status: 404, body: { error: EVENT_NOT_FOUND } })
  })
})

describe('/api/invite-user body', () => {
  // 'E' stands for the team's event, which exists only once the suite has started.
  it.each<[string, Record<string, unknown>, string]>([
    ['no e-mail', { eventId: 'E' }, 'Please enter an e-mail address.'],
    ['a blank e-mail', { email: '   ', eventId: 'E' }, 'Please enter an e-mail address.'],
    ['a malformed e-mail', { email: 'not-an-address', eventId: 'E' }, 'Please enter a valid e-mail address.'],
    ['no event id', { email: 'a@example.test' }, 'eventId must be an event id (UUID).'],
    [
      'a slug for the event id',
      { email: 'a@example.test', eventId: 'my-wedding' },
      'eventId must be an event id (UUID).',
    ],
    ['another status', { email: 'a@example.test', eventId: 'E', status: 'active' }, "status can only be 'pending'."],
  ])('refuses %s with 400', async (_label, body, error) => {
    const withEvent = { ...body, ...(body.eventId === 'E' && { eventId: team.event.id }) }
    const answer = await callApi('invite-user', { token: team.sessions.owner, body: withEvent })
    expect(answer).toMatchObject({ status: 400, body: { error } })
  })
})

describe('/api/invite-user for an existing user', () => {
  it('makes them a pending editor until they accept, whatever the case and spaces', async () => {
    // Signing the team in has just sent them a link: one e-mail per address a minute.
    await sql(`update auth.users set recovery_sent_at = now() - interval '1 hour' where id = $1`, [team.outsider.id])
    const before = Date.now()
    const answer = await invite(`  ${team.outsider.email.toUpperCase()} `)
    expect(shown(answer)).toEqual(SAME_ANSWER)
    const [row] = await memberships(team.event.id, team.outsider.email)
    expect(row).toMatchObject({ role: 'editor', status: 'pending' })
    expect(row.invitation_expires_at!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000)
    const [stored] = await sql<{ invited_email: string; invited_by: string }>(
      'select invited_email, invited_by from public.event_users where event_id = $1 and user_id = $2',
      [team.event.id, team.outsider.id],
    )
    expect(stored).toEqual({ invited_email: team.outsider.email, invited_by: team.owner.id })
  })

  it('tells them in the app and by e-mail, with a sign-in link to their invitations', async () => {
    const notes = await sql<{ type: string; event_id: string | null; data: Record<string, string> }>(
      'select type, event_id, data from public.notifications where user_id = $1',
      [team.outsider.id],
    )
    expect(notes).toEqual([
      {
        type: 'team_invitation',
        event_id: null,
        data: { by: 'Olive', eventName: team.event.name, eventId: team.event.id },
      },
    ])
    const [mail] = await invitationMails(team.outsider.email)
    expect(mail.Subject).toBe('Your sign-in link')
    const link = linkIn(mail, `${env().apiUrl}/auth/v1/verify`)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${APP}/admin/invitations`)
    // It names the event and who invites, and says what to do next.
    expect(mail.Text).toContain(
      `Olive User (${team.owner.email}) invited you to help organise Test wedding on Eventail.`,
    )
    expect(mail.Text).toContain('Sign in with the link below: it opens your invitations, where you accept or decline.')
    expect(mail.Text).toMatch(/enter the code: \d{6}/)
  })

  it('answers a repeat the same, with no second e-mail or membership', async () => {
    expect(shown(await invite(team.outsider.email))).toEqual(SAME_ANSWER)
    expect(await memberships(team.event.id, team.outsider.email)).toHaveLength(1)
    expect(await mailsTo(team.outsider.email)).toHaveLength(1)
  })

  it('answers an active member the same and changes nothing', async () => {
    expect(shown(await invite(team.editor.email))).toEqual(SAME_ANSWER)
    expect(await memberships(team.event.id, team.editor.email)).toEqual([
      { role: 'editor', status: 'active', invitation_expires_at: null },
    ])
    expect(await mailsTo(team.editor.email)).toHaveLength(0)
  })

  it('leaves the owner as owner when they invite themselves', async () => {
    expect(shown(await invite(team.owner.email))).toEqual(SAME_ANSWER)
    expect(await memberships(team.event.id, team.owner.email)).toEqual([
      { role: 'owner', status: 'active', invitation_expires_at: null },
    ])
  })

  it("says it for that e-mail only: the account's next sign-in e-mail is a plain one", async () => {
    expect(await metadataOf(team.outsider.id)).not.toHaveProperty('invited_to_event')
    await sql(`update auth.users set recovery_sent_at = now() - interval '1 hour' where id = $1`, [team.outsider.id])
    expect((await client().auth.signInWithOtp({ email: team.outsider.email })).error).toBeNull()
    const mails = await invitationMails(team.outsider.email, 2)
    const plain = mails.find((mail) => !mail.Text.includes('invited you'))
    expect(plain?.Text).toContain('Follow this link to sign in to Eventail.')
  })
})

describe('/api/invite-user for a new person', () => {
  const email = uniqueEmail('invitee')
  let userId: string

  it('invites them by e-mail and records a pending editor with a 7-day expiry', async () => {
    const before = Date.now()
    const answer = await invite(`  ${email.toUpperCase()}`)
    // The same answer as for an existing account: it tells nothing about the address.
    expect(shown(answer)).toEqual(SAME_ANSWER)
    userId = await userIdOf(email)
    const [row] = await memberships(team.event.id, email)
    expect(row).toMatchObject({ role: 'editor', status: 'pending' })
    const expires = row.invitation_expires_at!.getTime()
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY - 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY)
    const [account] = await sql<{ id: string; email_confirmed_at: Date | null }>(
      'select id, email_confirmed_at from auth.users where email = $1',
      [email],
    )
    expect(account).toEqual({ id: userId, email_confirmed_at: null })
  })

  it('e-mails a link that signs them in and leads to /accept-invitation', async () => {
    const [mail] = await invitationMails(email)
    expect(mail.Subject).toBe("You've been invited")
    // It names the event and who invites, and says what to do next.
    expect(mail.Text).toContain(
      `Olive User (${team.owner.email}) invited you to help organise Test wedding on Eventail.`,
    )
    expect(mail.Text).toContain(
      'What to do next: follow the link below, enter your first and last name, then choose Accept invitation',
    )
    expect(await metadataOf(userId)).not.toHaveProperty('invited_to_event')
    const link = linkIn(mail, `${env().apiUrl}/auth/v1/verify`)
    // The link names the event, so that following it accepts that invitation and no other.
    const landing = `${APP}/accept-invitation?event=${team.event.id}`
    expect(new URL(link).searchParams.get('redirect_to')).toBe(landing)

    const response = await fetch(link, { redirect: 'manual' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(landing)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('invite')
    const { data } = await client().auth.getUser(fragment.get('access_token')!)
    expect(data.user).toMatchObject({ id: userId, email })
  })

  it('answers a repeat with success, without a second e-mail or a new expiry', async () => {
    const [before] = await memberships(team.event.id, email)
    expect(shown(await invite(email))).toEqual(SAME_ANSWER)
    expect(await memberships(team.event.id, email)).toEqual([before])
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('invites them as an existing user elsewhere once they have opened the link', async () => {
    const other = await createEvent(team.owner)
    expect(shown(await invite(email, { eventId: other.id }))).toEqual(SAME_ANSWER)
    expect(await memberships(other.id, email)).toMatchObject([{ status: 'pending' }])
    const mails = await invitationMails(email, 2)
    expect(mails.map((mail) => mail.Subject).sort()).toEqual(["You've been invited", 'Your sign-in link'])
  })
})

describe('/api/invite-user e-mails against injection', () => {
  it("prints an inviter's name made of markup as text, not as a link", async () => {
    const { event, owner, sessions } = await createSessionTeam()
    await sql(`update public.users set name = $2 where id = $1`, [
      owner.id,
      { first: '<a href="https://evil.example/steal">Click here</a>', last: 'X' },
    ])
    const email = uniqueEmail('injected')
    const answer = await callApi('invite-user', {
      token: sessions.owner,
      body: { email, eventId: event.id, status: 'pending' },
      headers: { Origin: APP },
    })
    expect(shown(answer)).toEqual(SAME_ANSWER)
    const [mail] = await invitationMails(email)
    expect(mail.HTML).not.toContain('evil.example/steal">')
    expect(mail.HTML).toContain('&lt;a href=&#34;https://evil.example/steal&#34;&gt;Click here&lt;/a&gt; X')
  })
})

describe('/api/invite-user and expiry', () => {
  const expire = (eventId: string, email: string) =>
    sql(
      `update public.event_users set invitation_expires_at = now() - interval '1 minute'
       where event_id = $1 and user_id = (select id from public.users where email = $2)`,
      [eventId, email],
    )

  it('renews an expired invitation with a new e-mail and expiry', async () => {
    const email = uniqueEmail('renewed')
    await invite(email)
    await invitationMails(email)
    await expire(team.event.id, email)
    // The auth service sends one e-mail per address per interval; pretend the first was earlier.
    await sql(`update auth.users set confirmation_sent_at = now() - interval '1 hour' where email = $1`, [email])

    expect(shown(await invite(email))).toEqual(SAME_ANSWER)
    const [row] = await memberships(team.event.id, email)
    expect(row.invitation_expires_at!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY)
    await invitationMails(email, 2)
  })

  it('still succeeds when the auth service holds back a second e-mail sent moments after the first', async () => {
    const email = uniqueEmail('throttled')
    await invite(email)
    await expire(team.event.id, email)
    expect(shown(await invite(email))).toEqual(SAME_ANSWER)
    const [row] = await memberships(team.event.id, email)
    expect(row.invitation_expires_at!.getTime()).toBeGreaterThan(Date.now())
  })

  it('makes the accept endpoint answer the expired message once the invitation has expired', async () => {
    const email = uniqueEmail('late')
    await invite(email)
    const [mail] = await invitationMails(email)
    const location = (await fetch(linkIn(mail, env().apiUrl), { redirect: 'manual' })).headers.get('location')!
    const token = new URLSearchParams(new URL(location).hash.slice(1)).get('access_token')!
    await expire(team.event.id, email)

    const accept = await callApi('accept-invitation', {
      token,
      body: { userId: await userIdOf(email), eventId: team.event.id, firstName: 'Late', lastName: 'Comer' },
    })
    expect(accept).toMatchObject({ status: 401, body: { error: INVITATION_EXPIRED } })
  })
})

describe('/api/invite-user against flooding', () => {
  it('refuses the 21st invitation of one inviter within an hour, before any e-mail', async () => {
    const flooder = await createSessionTeam()
    const send = (email: string) => invite(email, { token: flooder.sessions.owner, eventId: flooder.event.id })
    for (let i = 0; i < 20; i++) expect((await send(uniqueEmail(`flood${i}`))).status).toBe(200)
    const email = uniqueEmail('flood-over')
    expect(await send(email)).toMatchObject({
      status: 429,
      body: { error: 'Too many invitations. Please try again later.' },
    })
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0)
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('refuses invitations to an event that had 50 today, whoever sends them', async () => {
    const busy = await createSessionTeam()
    await sql(
      `insert into private.invitation_log (event_id, invited_by)
       select $1, gen_random_uuid() from generate_series(1, 50)`,
      [busy.event.id],
    )
    const answer = await invite(uniqueEmail('busy'), { token: busy.sessions.owner, eventId: busy.event.id })
    expect(answer).toMatchObject({ status: 429 })
  })
})
