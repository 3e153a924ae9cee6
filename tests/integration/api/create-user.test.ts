import { beforeAll, describe, expect, it, vi } from 'vitest'
import { NOT_SIGNED_IN } from '../../../api/_lib/caller.ts'
import { NOT_GLOBAL_ADMIN, USER_CREATED, USER_EXISTS } from '../../../api/_lib/user-account.ts'
import { USER_INPUT_MESSAGES as M } from '../../../kernel/user-input.ts'
import { callApi, sessionToken } from '../support/api-calls.ts'
import { anon, client, env, sql, uniqueEmail } from '../support/clients.ts'
import { addMember, createEvent, createUser, type TestUser } from '../support/event-fixtures.ts'
import { linkIn, mailsTo } from '../support/inbox.ts'

const APP = 'http://localhost:5173'

let admin: TestUser
let adminSession: string
let plainSession: string
beforeAll(async () => {
  admin = await createUser({ admin: true, first: 'Ada', prefix: 'admin' })
  adminSession = await sessionToken(admin.email)
  plainSession = await sessionToken((await createUser({ prefix: 'plain' })).email)
})

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Léa',
  lastName: 'Dubois',
  email: uniqueEmail('created'),
  role: 'user',
  ...overrides,
})

const create = (body: unknown, token: string | null = adminSession) =>
  callApi('create-user', { token: token ?? undefined, body })

async function stored(email: string) {
  const [row] = await sql<{ id: string; role: string; name: unknown; confirmed: boolean }>(
    `select u.id, u.role, u.name, a.email_confirmed_at is not null as confirmed
     from public.users u join auth.users a on a.id = u.id where u.email = $1`,
    [email],
  )
  return row
}

describe('/api/create-user guards', () => {
  it('refuses a request without a session with 401', async () => {
    expect(await create(person(), null)).toMatchObject({ status: 401, body: { error: NOT_SIGNED_IN } })
    expect(await create(person(), admin.token)).toMatchObject({ status: 401, body: { error: NOT_SIGNED_IN } })
    expect(await create(person(), env().serviceRoleKey)).toMatchObject({ status: 401 })
  })

  it('refuses a signed-in user who is not a global admin with 403, creating nobody', async () => {
    const body = person()
    expect(await create(body, plainSession)).toMatchObject({ status: 403, body: { error: NOT_GLOBAL_ADMIN } })
    expect(await stored(body.email)).toBeUndefined()
  })

  it('answers other methods with 405', async () => {
    const answer = await callApi('create-user', { method: 'GET', token: adminSession })
    expect(answer).toMatchObject({ status: 405, body: { error: 'Method not allowed' } })
    expect(answer.headers.get('allow')).toBe('POST')
  })
})

describe('/api/create-user body', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a blank first name', { firstName: '  ' }, M.firstName],
    ['no last name', { lastName: undefined }, M.lastName],
    ['no e-mail', { email: undefined }, M.email],
    ['a malformed e-mail', { email: 'not-an-address' }, M.emailInvalid],
    ['another role', { role: 'owner' }, M.role],
  ])('refuses %s with 400', async (_label, change, error) => {
    expect(await create(person(change))).toMatchObject({ status: 400, body: { error } })
  })

  it('refuses a body that is not a JSON object with 400', async () => {
    const answer = await callApi('create-user', { token: adminSession, raw: '[]' })
    expect(answer).toMatchObject({ status: 400, body: { error: 'The request body must be a JSON object.' } })
  })
})

describe('/api/create-user for a new person', () => {
  const email = uniqueEmail('newcomer')
  let id: string

  it('creates a confirmed account with its users row, name and role', async () => {
    const answer = await create(person({ email: `  ${email.toUpperCase()} `, role: 'admin' }))
    expect(answer).toMatchObject({
      status: 201,
      body: {
        message: USER_CREATED,
        outcome: 'created',
        user: { email, role: 'admin', name: { first: 'Léa', last: 'Dubois' } },
      },
    })
    id = (answer.body.user as { id: string }).id
    expect(await stored(email)).toEqual({ id, role: 'admin', name: { first: 'Léa', last: 'Dubois' }, confirmed: true })
  })

  it('lets them ask for a magic link that signs them in', async () => {
    const { error } = await anon().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${APP}/auth/callback` },
    })
    expect(error).toBeNull()
    const [mail] = await vi.waitFor(async () => {
      const mails = await mailsTo(email)
      expect(mails).toHaveLength(1)
      return mails
    })
    const response = await fetch(linkIn(mail, `${env().apiUrl}/auth/v1/verify`), { redirect: 'manual' })
    const location = new URL(response.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(`${APP}/auth/callback`)
    const token = new URLSearchParams(location.hash.slice(1)).get('access_token')!
    const { data } = await client().auth.getUser(token)
    expect(data.user).toMatchObject({ id, email })
  })

  it('answers a repeat of the same request with success, creating nothing new', async () => {
    const again = await create(person({ email, role: 'admin' }))
    expect(again).toMatchObject({ status: 200, body: { message: USER_CREATED, outcome: 'existing', user: { id } } })
    const [{ count }] = await sql<{ count: number }>('select count(*)::int as count from auth.users where email = $1', [
      email,
    ])
    expect(count).toBe(1)
  })

  it('finishes a half-done earlier request by setting the role', async () => {
    await sql(`update public.users set role = 'user' where id = $1`, [id])
    expect(await create(person({ email, role: 'admin' }))).toMatchObject({
      status: 200,
      body: { user: { role: 'admin' } },
    })
  })

  it('refuses the address for someone else with 409, leaving the user as it was', async () => {
    const other = await create(person({ email, firstName: 'Hugo', role: 'user' }))
    expect(other).toMatchObject({ status: 409, body: { error: USER_EXISTS } })
    expect(await stored(email)).toMatchObject({ role: 'admin', name: { first: 'Léa', last: 'Dubois' } })
  })
})

describe('/api/create-user for existing addresses', () => {
  it("refuses an existing user's address with 409", async () => {
    const someone = await createUser({ prefix: 'taken', first: 'Test', last: 'User' })
    expect(await create(person({ email: someone.email }))).toMatchObject({ status: 409, body: { error: USER_EXISTS } })
  })

  it("refuses the caller's own address, whatever the name, so no admin demotes themselves here", async () => {
    const self = await create(person({ email: admin.email, firstName: 'Ada', lastName: 'User', role: 'user' }))
    expect(self).toMatchObject({ status: 409, body: { error: USER_EXISTS } })
    expect(await stored(admin.email)).toMatchObject({ role: 'admin' })
  })
})

// The users screen edits and deletes through supabase-js under RLS; these are its calls.
describe('users screen writes as a global admin', () => {
  it('updates the name, role and e-mail, moving the sign-in address too', async () => {
    const someone = await createUser({ prefix: 'edited' })
    const email = uniqueEmail('renamed')
    const { data, error } = await admin.db
      .from('users')
      .update({ email, role: 'admin', name: { first: 'Renée', last: 'Renamed' } })
      .eq('id', someone.id)
      .select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    const [account] = await sql<{ email: string }>('select email from auth.users where id = $1', [someone.id])
    expect(account.email).toBe(email)
    expect(await stored(email)).toMatchObject({ role: 'admin', name: { first: 'Renée', last: 'Renamed' } })
  })

  it("refuses to delete an event owner's account, naming the event; once handed over, the account goes with its team row", async () => {
    const owner = await createUser({ prefix: 'owner-gone' })
    const heir = await createUser({ prefix: 'heir' })
    const event = await createEvent(owner, { name: 'Owned wedding' })
    await addMember(event.id, heir)
    const refused = await admin.db.from('users').delete().eq('id', owner.id).select('id')
    expect(refused.error).toMatchObject({ code: 'EV015' })
    expect(refused.error?.message).toContain('Owned wedding')
    expect(await sql('select 1 from auth.users where id = $1', [owner.id])).toHaveLength(1)

    expect(
      (await owner.db.rpc('transfer_event_ownership', { p_event_id: event.id, p_user_id: heir.id })).error,
    ).toBeNull()
    const { data, error } = await admin.db.from('users').delete().eq('id', owner.id).select('id')
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(await sql('select 1 from auth.users where id = $1', [owner.id])).toHaveLength(0)
    expect(await sql('select user_id from public.event_users where event_id = $1', [event.id])).toEqual([
      { user_id: heir.id },
    ])
  })

  it('gives a non-admin nothing to delete and no role to change', async () => {
    const plain = await createUser({ prefix: 'plain-writer' })
    const target = await createUser({ prefix: 'target' })
    const { data } = await plain.db.from('users').delete().eq('id', target.id).select('id')
    expect(data).toEqual([])
    const { error } = await plain.db.from('users').update({ role: 'admin' }).eq('id', plain.id)
    expect(error?.message).toBe('Only a global admin can change a role')
  })
})
