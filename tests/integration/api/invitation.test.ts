import { beforeAll, describe, expect, it } from 'vitest'
import { anon, env, service, sql, uniqueEmail } from '../support/clients.ts'
import { createEvent, createUser, type EventRow } from '../support/event-fixtures.ts'

// api/accept-invitation.ts and api/reject-invitation.ts over HTTP, as the SPA calls them, with
// real sessions from the auth service (an admin-generated magic link's token_hash).

const EXPIRED = 'This invitation link has expired. Please contact the event organizer to receive a new invitation.'
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

interface Invitee {
  id: string
  token: string
}

/** A confirmed account without a name, signed in for real. */
async function signedInUser(): Promise<Invitee> {
  const email = uniqueEmail('invitee')
  const created = await service().auth.admin.createUser({ email, email_confirm: true })
  if (created.error) throw created.error
  const { data: link } = await service().auth.admin.generateLink({ type: 'magiclink', email })
  const { data, error } = await anon().auth.verifyOtp({ token_hash: link.properties!.hashed_token, type: 'magiclink' })
  if (error) throw error
  return { id: data.user!.id, token: data.session!.access_token }
}

async function invite(eventId: string, userId: string, options: { expiresAt?: Date; status?: string } = {}) {
  await sql(
    `insert into public.event_users (event_id, user_id, role, status, invitation_expires_at) values ($1, $2, 'editor', $3, $4)`,
    [eventId, userId, options.status ?? 'pending', options.expiresAt ?? inDays(7)],
  )
}

async function post(name: string, body: unknown, token?: string, contentType = 'application/json') {
  const response = await fetch(`${env().apiUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { error?: string; message?: string } }
}

const statusOf = async (eventId: string, userId: string) =>
  (
    await sql<{ status: string }>(`select status from event_users where event_id = $1 and user_id = $2`, [
      eventId,
      userId,
    ])
  )[0]?.status
const nameOf = async (userId: string) =>
  (await sql<{ name: unknown }>(`select name from users where id = $1`, [userId]))[0]?.name
const accountExists = async (userId: string) =>
  (await sql(`select 1 from auth.users where id = $1`, [userId])).length === 1

let event: EventRow
beforeAll(async () => {
  event = await createEvent(await createUser({ first: 'Olive', prefix: 'owner' }))
})

describe('POST /api/accept-invitation', () => {
  const accept = (userId: string, token?: string, names = { firstName: ' Hugo ', lastName: 'Bernard ' }) =>
    post('accept-invitation', { userId, eventId: event.id, ...names }, token)

  it('answers 401 without a session or with a forged token, and changes nothing', async () => {
    const invitee = await signedInUser()
    await invite(event.id, invitee.id)
    expect(await accept(invitee.id)).toEqual({ status: 401, body: { error: expect.any(String) } })
    expect((await accept(invitee.id, `${invitee.token.slice(0, -4)}AAAA`)).status).toBe(401)
    expect(await statusOf(event.id, invitee.id)).toBe('pending')
  })

  it("answers 403 for someone else's userId", async () => {
    const [invitee, intruder] = [await signedInUser(), await signedInUser()]
    await invite(event.id, invitee.id)
    const answer = await accept(invitee.id, intruder.token)
    expect(answer).toEqual({ status: 403, body: { error: 'You can only accept your own invitation.' } })
    expect(await statusOf(event.id, invitee.id)).toBe('pending')
    expect(await nameOf(invitee.id)).toEqual({})
  })

  it('answers 400 with a clear message for a bad body', async () => {
    const invitee = await signedInUser()
    await invite(event.id, invitee.id)
    const blankName = await accept(invitee.id, invitee.token, { firstName: '  ', lastName: 'Bernard' })
    expect(blankName).toEqual({ status: 400, body: { error: 'First name and last name are required.' } })
    const noNames = await post('accept-invitation', { userId: invitee.id, eventId: event.id }, invitee.token)
    expect(noNames.body.error).toBe('First name and last name are required.')
    const noEvent = await post(
      'accept-invitation',
      { userId: invitee.id, firstName: 'Hugo', lastName: 'B' },
      invitee.token,
    )
    expect(noEvent).toEqual({ status: 400, body: { error: 'eventId must be an event id (UUID).' } })
    const badId = await accept('not-a-uuid', invitee.token)
    expect(badId).toEqual({ status: 400, body: { error: 'userId must be a user id (UUID).' } })
    const notJson = await post('accept-invitation', '{oops', invitee.token)
    expect(notJson).toEqual({ status: 400, body: { error: 'The request body must be a JSON object.' } })
    expect(await statusOf(event.id, invitee.id)).toBe('pending')
  })

  it('activates the invitation and saves the trimmed name, and a repeat call succeeds too', async () => {
    const invitee = await signedInUser()
    await invite(event.id, invitee.id)
    expect(await accept(invitee.id, invitee.token)).toEqual({ status: 200, body: { message: 'Invitation accepted' } })
    expect(await statusOf(event.id, invitee.id)).toBe('active')
    expect(await nameOf(invitee.id)).toEqual({ first: 'Hugo', last: 'Bernard' })

    const again = await accept(invitee.id, invitee.token, { firstName: 'Hugo', lastName: 'Bernard-Petit' })
    expect(again.status).toBe(200)
    expect(await statusOf(event.id, invitee.id)).toBe('active')
    expect(await nameOf(invitee.id)).toEqual({ first: 'Hugo', last: 'Bernard-Petit' })
  })

  it('answers 401 with the expiry message when the invitation has expired', async () => {
    const invitee = await signedInUser()
    await invite(event.id, invitee.id, { expiresAt: inDays(-1) })
    expect(await accept(invitee.id, invitee.token)).toEqual({ status: 401, body: { error: EXPIRED } })
    expect(await statusOf(event.id, invitee.id)).toBe('pending')
    expect(await nameOf(invitee.id)).toEqual({})
  })

  it('answers 404 when there is no invitation to that event, and 405 to other methods', async () => {
    const stranger = await signedInUser()
    expect(await accept(stranger.id, stranger.token)).toEqual({
      status: 404,
      body: { error: 'No invitation to this event was found for this account.' },
    })
    const get = await fetch(`${env().apiUrl}/api/accept-invitation`)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })
})

describe('POST /api/reject-invitation', () => {
  const reject = (userId: string, token?: string, eventId = event.id) =>
    post('reject-invitation', { userId, eventId }, token)
  const REJECTED = { message: 'Invitation rejected', accountDeleted: true }

  it('answers 401 without a session', async () => {
    const invitee = await signedInUser()
    expect((await reject(invitee.id)).status).toBe(401)
    expect(await accountExists(invitee.id)).toBe(true)
  })

  it("answers 403 for someone else's userId and deletes nothing", async () => {
    const [invitee, intruder] = [await signedInUser(), await signedInUser()]
    await invite(event.id, invitee.id)
    expect(await reject(invitee.id, intruder.token)).toEqual({
      status: 403,
      body: { error: 'You can only reject your own invitation.' },
    })
    expect(await accountExists(invitee.id)).toBe(true)
    expect(await accountExists(intruder.id)).toBe(true)
  })

  it('answers 400 for a bad body', async () => {
    const invitee = await signedInUser()
    expect(await reject('42', invitee.token)).toEqual({
      status: 400,
      body: { error: 'userId must be a user id (UUID).' },
    })
    expect((await post('reject-invitation', [invitee.id], invitee.token)).status).toBe(400)
    expect(await post('reject-invitation', { userId: invitee.id }, invitee.token)).toEqual({
      status: 400,
      body: { error: 'eventId must be an event id (UUID).' },
    })
    expect(await accountExists(invitee.id)).toBe(true)
  })

  it('drops the invitation and deletes the account, and a repeat call answers the same', async () => {
    const invitee = await signedInUser()
    await invite(event.id, invitee.id)
    expect(await reject(invitee.id, invitee.token)).toEqual({ status: 200, body: REJECTED })
    expect(await accountExists(invitee.id)).toBe(false)
    expect(await sql(`select 1 from users where id = $1`, [invitee.id])).toEqual([])
    expect(await statusOf(event.id, invitee.id)).toBeUndefined()

    expect(await reject(invitee.id, invitee.token)).toEqual({ status: 200, body: REJECTED })
    // The deleted account's token still proves nothing about anyone else.
    const other = await signedInUser()
    expect((await reject(other.id, invitee.token)).status).toBe(403)
  })

  it('refuses to delete the account of an active team member', async () => {
    const member = await signedInUser()
    await invite(event.id, member.id, { status: 'active' })
    expect((await reject(member.id, member.token)).status).toBe(409)
    expect(await accountExists(member.id)).toBe(true)
    expect(await statusOf(event.id, member.id)).toBe('active')
  })

  it('declines an invitation of a member of another team, and keeps their account', async () => {
    const member = await signedInUser()
    const elsewhere = await createEvent(await createUser({ prefix: 'owner' }))
    await invite(elsewhere.id, member.id, { status: 'active' })
    await invite(event.id, member.id)
    expect(await reject(member.id, member.token)).toEqual({
      status: 200,
      body: { message: 'Invitation rejected', accountDeleted: false },
    })
    expect(await statusOf(event.id, member.id)).toBeUndefined()
    expect(await statusOf(elsewhere.id, member.id)).toBe('active')
    expect(await accountExists(member.id)).toBe(true)
  })
})
