import type { Session } from '@supabase/supabase-js'
import { SignJWT, decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { anon, client, env, service, sql, uniqueEmail } from '../../testing/clients.ts'

// Sessions after sign-in: refresh token rotation and reuse detection, logout, bearer token
// checks, the user endpoints, and the error shapes auth-js parses.

/** A signed-in session for a fresh confirmed user, via an admin-generated link's token_hash. */
async function signIn(email = uniqueEmail('session')): Promise<Session> {
  await service().auth.admin.createUser({ email, email_confirm: true })
  return newSession(email)
}

async function newSession(email: string): Promise<Session> {
  const { data: link } = await service().auth.admin.generateLink({ type: 'magiclink', email })
  const { data, error } = await anon().auth.verifyOtp({ token_hash: link.properties!.hashed_token, type: 'magiclink' })
  if (error) throw error
  return data.session!
}

const refresh = (refresh_token: string) => anon().auth.refreshSession({ refresh_token })

/** Raw call to the auth API, as auth-js sends it (2024-01-01 API version) unless told otherwise. */
async function call(
  method: string,
  path: string,
  init: { token?: string; body?: string; version?: string | null } = {},
) {
  const headers: Record<string, string> = { apikey: env().anonKey, 'content-type': 'application/json' }
  if (init.version !== null) headers['x-supabase-api-version'] = init.version ?? '2024-01-01'
  if (init.token) headers.authorization = `Bearer ${init.token}`
  const r = await fetch(`${env().apiUrl}/auth/v1${path}`, { method, headers, body: init.body })
  const text = await r.text()
  return {
    status: r.status,
    headers: r.headers,
    text,
    json: text ? (JSON.parse(text.startsWith('{') ? text : '{}') as Record<string, unknown>) : {},
  }
}

const ageToken = (token: string) =>
  sql(`update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`, [token])

describe('auth: refresh tokens', () => {
  it('rotates: each refresh gives a new token and a new access token for the same session', async () => {
    const s0 = await signIn()
    const { data, error } = await refresh(s0.refresh_token)
    expect(error).toBeNull()
    const s1 = data.session!
    expect(s1.refresh_token).not.toBe(s0.refresh_token)
    expect(decodeJwt(s1.access_token).session_id).toBe(decodeJwt(s0.access_token).session_id)
    expect(decodeJwt(s1.access_token).amr).toEqual(decodeJwt(s0.access_token).amr)
    expect(s1.user.email).toBe(s0.user.email)
  })

  it('answers a retried refresh of the previous token with the current one', async () => {
    const s0 = await signIn()
    const s1 = (await refresh(s0.refresh_token)).data.session!
    const retry = (await refresh(s0.refresh_token)).data.session!
    expect(retry.refresh_token).toBe(s1.refresh_token)
  })

  it('detects reuse of an old token outside the reuse interval and revokes the family', async () => {
    const s0 = await signIn()
    const s1 = (await refresh(s0.refresh_token)).data.session!
    const s2 = (await refresh(s1.refresh_token)).data.session!
    await ageToken(s0.refresh_token)
    const { error } = await refresh(s0.refresh_token)
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    const sessionId = decodeJwt(s2.access_token).session_id
    expect(
      await sql('select token from auth.refresh_tokens where session_id = $1 and not revoked', [sessionId]),
    ).toEqual([])
    await ageToken(s2.refresh_token)
    expect((await refresh(s2.refresh_token)).error?.code).toBe('refresh_token_already_used')
  })

  it('refuses an unknown refresh token', async () => {
    const { error } = await refresh('doesnotexist')
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
  })
})

describe('auth: logout', () => {
  it('ends the session: refresh fails and the access token no longer reads the user', async () => {
    const s = await signIn()
    const signedIn = client(env().anonKey)
    await signedIn.auth.setSession({ access_token: s.access_token, refresh_token: s.refresh_token })
    expect((await signedIn.auth.signOut()).error).toBeNull()
    expect((await refresh(s.refresh_token)).error?.code).toBe('refresh_token_not_found')
    const user = await call('GET', '/user', { token: s.access_token })
    expect(user.status).toBe(403)
    expect(user.json).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    })
  })

  it('honours scope=local and scope=others', async () => {
    const a = await signIn()
    const b = await newSession(a.user.email!)
    const c = await newSession(a.user.email!)
    expect((await call('POST', '/logout?scope=others', { token: a.access_token })).status).toBe(204)
    expect((await refresh(b.refresh_token)).error?.code).toBe('refresh_token_not_found')
    expect((await refresh(c.refresh_token)).error?.code).toBe('refresh_token_not_found')
    const a1 = (await refresh(a.refresh_token)).data.session!
    const d = await newSession(a.user.email!)
    expect((await call('POST', '/logout?scope=local', { token: a1.access_token })).status).toBe(204)
    expect((await refresh(a1.refresh_token)).error?.code).toBe('refresh_token_not_found')
    expect((await refresh(d.refresh_token)).error).toBeNull()
    expect((await call('POST', '/logout?scope=everywhere', { token: d.access_token })).json.code).toBe(
      'validation_failed',
    )
  })
})

describe('auth: bearer tokens', () => {
  const secret = new TextEncoder().encode(env().jwtSecret)

  it('refuses forged, expired and subject-less tokens with bad_jwt', async () => {
    const s = await signIn()
    const claims = decodeJwt(s.access_token)
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)))
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret)
    for (const [token, reason] of [
      [forged, 'signature is invalid'],
      [expired, 'token is expired'],
    ]) {
      const r = await call('GET', '/user', { token })
      expect(r.status).toBe(403)
      expect(r.json.code).toBe('bad_jwt')
      expect(r.json.message).toContain(reason)
    }
    const { error } = await anon().auth.getUser(expired)
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' })
    const keyOnly = await call('GET', '/user')
    expect(keyOnly.json).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' })
  })
})

describe('auth: the user endpoints', () => {
  it('merges user_metadata (null removes a key) and refuses app_metadata and passwords', async () => {
    const s = await signIn()
    const me = client(env().anonKey, s.access_token)
    await me.auth.setSession({ access_token: s.access_token, refresh_token: s.refresh_token })
    expect((await me.auth.updateUser({ data: { first: 'Ada', last: 'L' } })).error).toBeNull()
    const { data, error } = await me.auth.updateUser({ data: { last: null, role: 'admin' } })
    expect(error).toBeNull()
    expect(data.user!.user_metadata).toEqual({ email_verified: true, first: 'Ada', role: 'admin' })
    const refreshed = (await refresh(s.refresh_token)).data.session!
    expect(decodeJwt(refreshed.access_token).user_metadata).toEqual({
      email_verified: true,
      first: 'Ada',
      role: 'admin',
    })
    const app = await call('PUT', '/user', {
      token: refreshed.access_token,
      body: JSON.stringify({ app_metadata: { role: 'x' } }),
    })
    expect(app).toMatchObject({ status: 403, json: { code: 'not_admin' } })
    const pw = await call('PUT', '/user', {
      token: refreshed.access_token,
      body: JSON.stringify({ password: 'secret123' }),
    })
    expect(pw.status).toBe(422)
  })

  it('changes the e-mail only once both the old and the new address confirmed it (double_confirm_changes)', async () => {
    const s = await signIn()
    const previous = s.user.email!
    const next = uniqueEmail('moved')
    const r = await call('PUT', `/user?redirect_to=${encodeURIComponent('http://localhost:5173/settings')}`, {
      token: s.access_token,
      body: JSON.stringify({ email: next }),
    })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ email: previous, new_email: next, email_change_sent_at: expect.any(String) })
    const same = await call('PUT', '/user', {
      token: s.access_token,
      body: JSON.stringify({ email: previous.toUpperCase() }),
    })
    expect(same.json).toMatchObject({ email: previous, new_email: next })

    const linkTo = async (address: string) => {
      const deadline = Date.now() + 5000
      for (;;) {
        const found = await (await fetch(`${env().inboxUrl}/api/v1/search?query=to:${address}`)).json()
        const change = found.messages.find((m: { Subject: string }) => m.Subject === 'Confirm your new email address')
        if (change) {
          const mail = await (await fetch(`${env().inboxUrl}/api/v1/message/${change.ID}`)).json()
          return /href="([^"]+)"/.exec(mail.HTML)![1].replace(/&amp;/g, '&')
        }
        if (Date.now() > deadline) throw new Error(`no e-mail change mail for ${address}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
    const toNew = await linkTo(next)
    const toOld = await linkTo(previous)
    expect(toNew).toContain('type=email_change')
    expect(toOld).toContain('type=email_change')

    // The attack: whoever holds a session (or the new mailbox) alone cannot move the account.
    const first = await fetch(toNew, { redirect: 'manual' })
    const firstLanding = new URL(first.headers.get('location')!)
    expect(firstLanding.pathname).toBe('/settings')
    expect(Object.fromEntries(new URLSearchParams(firstLanding.hash.slice(1)))).toMatchObject({
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    })
    expect(await sql('select email from auth.users where id = $1', [s.user.id])).toEqual([{ email: previous }])
    expect(await sql('select email from public.users where id = $1', [s.user.id])).toEqual([{ email: previous }])

    const second = await fetch(toOld, { redirect: 'manual' })
    expect(new URL(second.headers.get('location')!).pathname).toBe('/settings')
    const [row] = await sql('select email, email_change from auth.users where id = $1', [s.user.id])
    expect(row).toEqual({ email: next, email_change: '' })
    expect(await sql('select email from public.users where id = $1', [s.user.id])).toEqual([{ email: next }])
    const [identity] = await sql(`select email from auth.identities where user_id = $1 and provider = 'email'`, [
      s.user.id,
    ])
    expect(identity.email).toBe(next)
  })

  it('refuses to take another user’s address', async () => {
    const other = await signIn()
    const s = await signIn()
    const r = await call('PUT', '/user', { token: s.access_token, body: JSON.stringify({ email: other.user.email }) })
    expect(r).toMatchObject({ status: 422, json: { code: 'email_exists' } })
  })
})

describe('auth: protocol details', () => {
  it('renders errors in both API versions and echoes the version header', async () => {
    const v2024 = await call('POST', '/otp', { body: '{"email": "a@b.test",' })
    expect(v2024.status).toBe(400)
    expect(v2024.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(v2024.json.code).toBe('bad_json')
    expect(v2024.json.message).toMatch(/^Could not parse request body as JSON: /)
    const legacy = await call('POST', '/otp', { body: '[1]', version: null })
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull()
    expect(legacy.json).toMatchObject({
      code: 400,
      error_code: 'bad_json',
      msg: expect.stringMatching(/^Could not parse/),
    })
    expect((await call('POST', '/otp', { body: '{"email": 42}' })).json.code).toBe('bad_json')
    expect((await call('POST', '/otp', { body: '{"email": "not-an-email"}' })).json).toEqual({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    })
  })

  it('answers unknown routes with 404 and known ones with the wrong method with 405', async () => {
    expect((await call('GET', '/nope')).status).toBe(404)
    expect((await call('DELETE', '/otp')).status).toBe(405)
  })

  it('answers a malformed percent-escape with 400 in the upstream shape, not 500', async () => {
    const r = await call('GET', '/admin/users/%E0%A4%A', { token: env().serviceRoleKey, version: null })
    expect(r.status).toBe(400)
    expect(r.json).toMatchObject({ code: 400, error_code: 'validation_failed' })
    const api = await fetch(`${env().apiUrl}/api/health`, { headers: { cookie: 'a=%E0%A4%A; b=ok' } })
    expect(api.status).toBe(200)
  })

  it('serves settings and health, and keeps /verify open without an apikey like Kong', async () => {
    expect((await call('GET', '/settings')).json).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: true,
    })
    expect((await call('GET', '/health')).json).toMatchObject({ name: 'GoTrue' })
    expect((await fetch(`${env().apiUrl}/auth/v1/settings`)).status).toBe(401)
    const open = await fetch(
      `${env().apiUrl}/auth/v1/verify?token=nope&type=magiclink&redirect_to=http://localhost:5173/x`,
      { redirect: 'manual' },
    )
    expect(open.status).toBe(303)
    expect(open.headers.get('location')).toBe(
      'http://localhost:5173/x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    )
  })
})
