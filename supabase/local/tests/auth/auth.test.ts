import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import ws from 'ws'
import { describe, expect, it } from 'vitest'
import { anon, env, service, sql, uniqueEmail } from '../../testing/clients.ts'

// Passwordless sign-in end to end: /otp sends a real e-mail to the local inbox, the link in it
// goes through GET /verify (no apikey, as a browser opens it) and lands on the app with a session.

const SITE = 'http://localhost:5173'
const CALLBACK = `${SITE}/auth/callback`

interface Mail {
  Subject: string
  HTML: string
  Text: string
}

/** Polls the inbox's Mailpit-style API until a message to `to` arrives. */
async function waitForMail(to: string, timeoutMs = 5000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await (await fetch(`${env().inboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`)).json()
    if (found.messages?.length) return (await fetch(`${env().inboxUrl}/api/v1/message/${found.messages[0].ID}`)).json()
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const linkIn = (mail: Mail) => /href="([^"]+)"/.exec(mail.HTML)![1].replace(/&amp;/g, '&')
const codeIn = (mail: Mail) => /code: (\d{6})/.exec(mail.Text)![1]

/** Opens a link as a browser would, without following the redirect. */
async function open(link: string): Promise<URL> {
  const r = await fetch(link, { redirect: 'manual' })
  expect(r.status).toBe(303)
  return new URL(r.headers.get('location')!)
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)))

const EXPIRED_LINK =
  'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb='

async function confirmedUser(email = uniqueEmail()) {
  const { data, error } = await service().auth.admin.createUser({ email, email_confirm: true })
  if (error) throw error
  return { email, id: data.user.id }
}

/** A client with the PKCE flow; its code verifier lives in `store`. */
function pkceClient(store: Map<string, string>): SupabaseClient {
  return createClient(env().apiUrl, env().anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
    realtime: { transport: ws as never },
  })
}

describe('auth: e-mail sign-in (implicit flow)', () => {
  it('creates no account and sends no mail for an unknown address, whatever the client asks (signups off)', async () => {
    const email = uniqueEmail('flood')
    const { error } = await anon().auth.signInWithOtp({ email, options: { shouldCreateUser: true } })
    // Answered as a known address is: nothing tells it has no account (issue 28, F4).
    expect(error).toBeNull()
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0)
    const found = await (await fetch(`${env().inboxUrl}/api/v1/search?query=to:${email}`)).json()
    expect(found.messages).toHaveLength(0)
  })

  it('signs a user an admin added in through the e-mailed link and returns a GoTrue session', async () => {
    const email = uniqueEmail('Added').toUpperCase()
    const created = await service().auth.admin.createUser({
      email,
      email_confirm: true,
      user_metadata: { first: 'Ada' },
    })
    expect(created.error).toBeNull()
    const { error } = await anon().auth.signInWithOtp({ email, options: { emailRedirectTo: CALLBACK } })
    expect(error).toBeNull()
    const mail = await waitForMail(email.toLowerCase())
    expect(mail.Subject).toBe('Your sign-in link')
    const link = linkIn(mail)
    expect(link).toMatch(new RegExp(`^${env().apiUrl}/auth/v1/verify\\?token=[0-9a-f]{56}&type=magiclink&redirect_to=`))
    expect(codeIn(mail)).toMatch(/^\d{6}$/)

    const landed = await open(link)
    expect(`${landed.origin}${landed.pathname}`).toBe(CALLBACK)
    const session = fragment(landed)
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: '3600', type: 'magiclink', sb: '' })
    expect(Number(session.expires_at)).toBeGreaterThan(Date.now() / 1000 + 3500)

    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      iss: `${env().apiUrl}/auth/v1`,
      aud: 'authenticated',
      role: 'authenticated',
      sub: created.data.user!.id,
      email: email.toLowerCase(),
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first: 'Ada' },
    })
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }])
    expect(claims.exp! - claims.iat!).toBe(3600)

    const { data } = await anon().auth.getUser(session.access_token)
    expect(data.user).toMatchObject({ id: claims.sub, email: email.toLowerCase(), aud: 'authenticated' })
    expect(data.user!.email_confirmed_at).toBeTruthy()
    expect(data.user!.identities).toMatchObject([{ provider: 'email', identity_data: { email: email.toLowerCase() } }])
    const [row] = await sql('select last_sign_in_at, email from auth.users where id = $1', [claims.sub])
    expect(row.last_sign_in_at).toBeTruthy()
    expect(row.email).toBe(email.toLowerCase())
  })

  it('sends a confirmed user a magic link and a code; the code signs in and burns the link', async () => {
    const { email } = await confirmedUser()
    expect((await anon().auth.signInWithOtp({ email, options: { emailRedirectTo: CALLBACK } })).error).toBeNull()
    const mail = await waitForMail(email)
    expect(mail.Subject).toBe('Your sign-in link')
    expect(linkIn(mail)).toContain('&type=magiclink&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fauth%2Fcallback')

    const { data, error } = await anon().auth.verifyOtp({ email, token: codeIn(mail), type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect((await open(linkIn(mail))).hash.slice(1)).toBe(EXPIRED_LINK)
  })

  it('uses a link once only', async () => {
    const { email } = await confirmedUser()
    await anon().auth.signInWithOtp({ email })
    const link = linkIn(await waitForMail(email))
    expect(fragment(await open(link)).type).toBe('magiclink')
    const again = await open(link)
    expect(again.origin).toBe(SITE)
    expect(again.hash.slice(1)).toBe(EXPIRED_LINK)
  })

  it('refuses an expired link', async () => {
    const { email, id } = await confirmedUser()
    await anon().auth.signInWithOtp({ email })
    const link = linkIn(await waitForMail(email))
    await sql(`update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1`, [id])
    expect((await open(link)).hash.slice(1)).toBe(EXPIRED_LINK)
  })

  it('refuses an expired code, and a code once its link signed in', async () => {
    const late = await confirmedUser()
    await anon().auth.signInWithOtp({ email: late.email })
    const code = codeIn(await waitForMail(late.email))
    await sql(`update auth.users set recovery_sent_at = now() - interval '2 hours' where id = $1`, [late.id])
    expect((await anon().auth.verifyOtp({ email: late.email, token: code, type: 'email' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    })

    const { email } = await confirmedUser()
    await anon().auth.signInWithOtp({ email })
    const mail = await waitForMail(email)
    expect(fragment(await open(linkIn(mail))).type).toBe('magiclink')
    expect((await anon().auth.verifyOtp({ email, token: codeIn(mail), type: 'email' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
    })
  })

  it('refuses a wrong code and accepts a token_hash', async () => {
    const { email } = await confirmedUser()
    const wrong = await anon().auth.verifyOtp({ email, token: '000000', type: 'email' })
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
    const { data: link } = await service().auth.admin.generateLink({ type: 'magiclink', email })
    const { data, error } = await anon().auth.verifyOtp({
      token_hash: link.properties!.hashed_token,
      type: 'magiclink',
    })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })

  it('answers an unknown address with create_user: false as a known one, and sends it nothing', async () => {
    const email = uniqueEmail('nobody')
    const { error } = await anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(error).toBeNull()
    expect(await sql('select 1 from auth.users where email = $1', [email])).toEqual([])
    const found = await (await fetch(`${env().inboxUrl}/api/v1/search?query=to:${email}`)).json()
    expect(found.messages).toHaveLength(0)
    const known = await confirmedUser()
    expect(
      (await anon().auth.signInWithOtp({ email: known.email, options: { shouldCreateUser: false } })).error,
    ).toBeNull()
  })

  it('sends a foreign redirect_to back to the site URL and keeps allowed ones', async () => {
    const { email } = await confirmedUser()
    await anon().auth.signInWithOtp({ email, options: { emailRedirectTo: 'https://evil.example.org/steal' } })
    const link = linkIn(await waitForMail(email))
    expect(new URL(link).searchParams.get('redirect_to')).toBe(SITE)
    expect((await open(link)).origin).toBe(SITE)

    const other = await confirmedUser()
    await anon().auth.signInWithOtp({
      email: other.email,
      options: { emailRedirectTo: 'http://127.0.0.1:4173/auth/callback' },
    })
    const landed = await open(linkIn(await waitForMail(other.email)))
    expect(`${landed.origin}${landed.pathname}`).toBe('http://127.0.0.1:4173/auth/callback')
  })

  it('limits e-mails per address to one per max_frequency', async () => {
    const { email } = await confirmedUser()
    expect((await anon().auth.signInWithOtp({ email })).error).toBeNull()
    const { error } = await anon().auth.signInWithOtp({ email })
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
  })
})

describe('auth: e-mail sign-in (PKCE flow)', () => {
  it('redirects with ?code= and exchanges it once for a session', async () => {
    const { email } = await confirmedUser()
    const store = new Map<string, string>()
    const client = pkceClient(store)
    expect((await client.auth.signInWithOtp({ email, options: { emailRedirectTo: CALLBACK } })).error).toBeNull()
    const link = linkIn(await waitForMail(email))
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/)
    const landed = await open(link)
    expect(landed.hash).toBe('')
    const code = landed.searchParams.get('code')!
    expect(`${landed.origin}${landed.pathname}`).toBe(CALLBACK)
    const verifier = [...store.entries()].find(([key]) => key.endsWith('-code-verifier'))![1]

    const wrong = await fetch(`${env().apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: env().anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: `${verifier}x` }),
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    })

    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'magiclink', timestamp: expect.any(Number) }])

    const replay = await fetch(`${env().apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: env().anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
    })
    expect(replay.status).toBe(404)
    expect((await replay.json()).code).toBe('flow_state_not_found')
  })

  it('refuses a PKCE sign-up too: no account, no flow state (signups off)', async () => {
    const email = uniqueEmail('pkce-new')
    const r = await fetch(`${env().apiUrl}/auth/v1/otp?redirect_to=${encodeURIComponent(CALLBACK)}`, {
      method: 'POST',
      headers: { apikey: env().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        create_user: true,
        code_challenge: 'v'.repeat(50),
        code_challenge_method: 'plain',
      }),
    })
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({})
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0)
    expect(await sql('select 1 from auth.flow_state where code_challenge = $1', ['v'.repeat(50)])).toHaveLength(0)
  })
})
