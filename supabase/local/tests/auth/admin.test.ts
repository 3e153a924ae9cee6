import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { anon, client, env, service, sql, uniqueEmail } from '../../testing/clients.ts'

// The admin API (service_role only) that the api/ functions use: users CRUD, generate_link, invite.

async function admin(method: string, path: string, key: string, body?: unknown) {
  const r = await fetch(`${env().apiUrl}/auth/v1${path}`, {
    method,
    headers: {
      apikey: env().anonKey,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: r.status, json: await r.json().catch(() => undefined) }
}

async function waitForMail(to: string): Promise<{ Subject: string; HTML: string }> {
  const deadline = Date.now() + 5000
  for (;;) {
    const found = await (await fetch(`${env().inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)).json()
    if (found.messages?.length) return (await fetch(`${env().inboxUrl}/api/v1/message/${found.messages[0].ID}`)).json()
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function follow(link: string): Promise<URL> {
  const r = await fetch(link, { redirect: 'manual' })
  expect(r.status).toBe(303)
  return new URL(r.headers.get('location')!)
}

describe('auth admin: access', () => {
  it('refuses the anon key and user tokens with not_admin', async () => {
    expect(await admin('GET', '/admin/users', env().anonKey)).toEqual({
      status: 403,
      json: { code: 'not_admin', message: 'User not allowed' },
    })
    const email = uniqueEmail('plain')
    await service().auth.admin.createUser({ email, email_confirm: true })
    const { data: link } = await service().auth.admin.generateLink({ type: 'magiclink', email })
    const { data } = await anon().auth.verifyOtp({ token_hash: link.properties!.hashed_token, type: 'magiclink' })
    const asUser = client(env().anonKey, data.session!.access_token)
    const { error } = await asUser.auth.admin.listUsers()
    expect(error).toMatchObject({ status: 403, code: 'not_admin' })
    expect((await admin('POST', '/invite', data.session!.access_token, { email: uniqueEmail() })).json.code).toBe(
      'not_admin',
    )
    expect((await admin('POST', '/admin/generate_link', env().anonKey, { type: 'magiclink', email })).status).toBe(403)
  })
})

describe('auth admin: users', () => {
  it('creates, reads, updates and lists users', async () => {
    const email = uniqueEmail('Admin').replace('admin', 'ADMIN')
    const { data, error } = await service().auth.admin.createUser({
      email,
      email_confirm: true,
      user_metadata: { name: { first: 'Grace', last: 'Hopper' } },
      app_metadata: { role: 'admin' },
    })
    expect(error).toBeNull()
    const user = data.user!
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], role: 'admin' },
      user_metadata: { name: { first: 'Grace', last: 'Hopper' }, email_verified: true },
      identities: [
        {
          provider: 'email',
          id: user.id,
          user_id: user.id,
          identity_data: { sub: user.id, email: email.toLowerCase() },
        },
      ],
    })
    expect(user.email_confirmed_at).toBeTruthy()

    const dup = await service().auth.admin.createUser({ email: email.toUpperCase() })
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' })
    expect((await admin('POST', '/admin/users', env().serviceRoleKey, {})).json.code).toBe('validation_failed')

    expect((await service().auth.admin.getUserById(user.id)).data.user?.email).toBe(email.toLowerCase())
    const updated = await service().auth.admin.updateUserById(user.id, {
      email: uniqueEmail('renamed'),
      user_metadata: { name: null, nick: 'amazing' },
      app_metadata: { role: 'user' },
      ban_duration: '1h',
    })
    expect(updated.error).toBeNull()
    expect(updated.data.user).toMatchObject({
      user_metadata: { nick: 'amazing', email_verified: true },
      app_metadata: { role: 'user' },
    })
    expect(updated.data.user!.banned_until).toBeTruthy()
    expect(updated.data.user!.identities![0].identity_data!.email).toBe(updated.data.user!.email)

    const missing = await admin('GET', '/admin/users/00000000-0000-4000-8000-000000000000', env().serviceRoleKey)
    expect(missing).toEqual({ status: 404, json: { code: 'user_not_found', message: 'User not found' } })
    expect((await admin('GET', '/admin/users/not-a-uuid', env().serviceRoleKey)).status).toBe(404)
  })

  it('pages the user list newest first with total and next/last pages', async () => {
    for (let i = 0; i < 3; i++) await service().auth.admin.createUser({ email: uniqueEmail(`page${i}`) })
    const { data, error } = await service().auth.admin.listUsers({ page: 1, perPage: 2 })
    if (error) throw error
    expect(data.users).toHaveLength(2)
    expect(data).toMatchObject({ aud: 'authenticated', nextPage: 2 })
    expect(data.total).toBeGreaterThanOrEqual(3)
    // auth-js reads only the first digit of a page number from the Link header, so check the header itself.
    const raw = await fetch(`${env().apiUrl}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: env().anonKey, authorization: `Bearer ${env().serviceRoleKey}` },
    })
    const total = Number(raw.headers.get('x-total-count'))
    expect(raw.headers.get('link')).toContain(`page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`)
    expect(Date.parse(data.users[0].created_at)).toBeGreaterThanOrEqual(Date.parse(data.users[1].created_at))
    expect((await admin('GET', '/admin/users?page=x', env().serviceRoleKey)).json.code).toBe('validation_failed')
  })

  it('deletes a user with its identities, sessions and refresh tokens', async () => {
    const email = uniqueEmail('gone')
    const { data: created } = await service().auth.admin.createUser({ email, email_confirm: true })
    const { data: link } = await service().auth.admin.generateLink({ type: 'magiclink', email })
    const { data } = await anon().auth.verifyOtp({ token_hash: link.properties!.hashed_token, type: 'magiclink' })
    expect((await service().auth.admin.deleteUser(created.user!.id)).error).toBeNull()
    for (const table of ['users', 'identities', 'sessions']) {
      const column = table === 'users' ? 'id' : 'user_id'
      expect(await sql(`select 1 from auth.${table} where ${column} = $1`, [created.user!.id])).toEqual([])
    }
    expect((await anon().auth.refreshSession({ refresh_token: data.session!.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    )
    expect((await service().auth.admin.deleteUser(created.user!.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    })
  })

  it('soft-deletes on request, freeing the address', async () => {
    const email = uniqueEmail('soft')
    const { data: created } = await service().auth.admin.createUser({ email })
    expect((await service().auth.admin.deleteUser(created.user!.id, true)).error).toBeNull()
    const [row] = await sql('select email, deleted_at from auth.users where id = $1', [created.user!.id])
    expect(row.email).toMatch(/^[\w-]{43}$/)
    expect(row.deleted_at).toBeTruthy()
    expect((await service().auth.admin.createUser({ email })).error).toBeNull()
  })
})

describe('auth admin: links and invitations', () => {
  it('generates a magic link that signs up an unknown address', async () => {
    const email = uniqueEmail('generated')
    const { data, error } = await service().auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'http://localhost:5173/welcome', data: { first: 'Linus' } },
    })
    expect(error).toBeNull()
    expect(data.properties).toMatchObject({
      verification_type: 'signup',
      redirect_to: 'http://localhost:5173/welcome',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    })
    expect(data.properties!.action_link).toBe(
      `${env().apiUrl}/auth/v1/verify?token=${data.properties!.hashed_token}&type=signup&redirect_to=${encodeURIComponent('http://localhost:5173/welcome')}`,
    )
    expect(data.user).toMatchObject({ email, user_metadata: { first: 'Linus' } })
    const landed = await follow(data.properties!.action_link)
    expect(landed.pathname).toBe('/welcome')
    const session = Object.fromEntries(new URLSearchParams(landed.hash.slice(1)))
    expect(session.type).toBe('signup')
    expect(decodeJwt(session.access_token).email).toBe(email)

    const recovery = await service().auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') })
    expect(recovery.error).toMatchObject({ status: 404, code: 'user_not_found' })
    const bad = await admin('POST', '/admin/generate_link', env().serviceRoleKey, { type: 'bogus', email })
    expect(bad.json.code).toBe('validation_failed')
  })

  it('invites by e-mail; the invite link confirms and signs the user in', async () => {
    const email = uniqueEmail('invited')
    const { data, error } = await service().auth.admin.inviteUserByEmail(email, {
      redirectTo: 'http://localhost:5173/accept',
      data: { eventId: 7 },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { eventId: 7 }, invited_at: expect.any(String) })
    expect(data.user!.email_confirmed_at).toBeUndefined()
    const mail = await waitForMail(email)
    expect(mail.Subject).toBe("You've been invited")
    const link = /href="([^"]+)"/.exec(mail.HTML)![1].replace(/&amp;/g, '&')
    expect(link).toContain('&type=invite&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Faccept')
    const landed = await follow(link)
    expect(landed.pathname).toBe('/accept')
    expect(new URLSearchParams(landed.hash.slice(1)).get('type')).toBe('invite')
    const [row] = await sql('select email_confirmed_at, invited_at from auth.users where id = $1', [data.user!.id])
    expect(row.email_confirmed_at).toBeTruthy()

    const again = await service().auth.admin.inviteUserByEmail(email)
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
  })
})
