import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { service, sql, uniqueEmail } from '../../testing/clients.ts'
import { startDefaultAuthServer, type DefaultAuthServer } from '../support/default-auth-server.ts'

// Each case is an attack that used to succeed against the local auth service, run against the
// service as supabase/config.toml configures it (the shared test stack lifts these limits).
let auth: DefaultAuthServer
beforeAll(async () => {
  auth = await startDefaultAuthServer()
})
afterAll(() => auth.close())

// A client address of its own for each request that does not name one: the per-client limits
// are proven by the cases that share one on purpose.
let clients = 0
const anotherClient = () => `192.0.2.${++clients}`

function post(path: string, body: unknown, client = anotherClient()) {
  return fetch(`${auth.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  })
}

async function addedUser(prefix: string): Promise<string> {
  const email = uniqueEmail(prefix)
  const { error } = await service().auth.admin.createUser({ email, email_confirm: true })
  if (error) throw error
  return email
}

const codeSentTo = (email: string) => {
  const mail = auth.mails.filter((m) => m.to === email).at(-1)
  return /code: (\d{6})/.exec(mail?.text ?? '')![1]
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('auth limits as config.toml sets them', () => {
  it('spends a code after 5 wrong guesses: the right code then fails (guessing a 6-digit code)', async () => {
    const email = await addedUser('guessed')
    expect((await post('/otp', { email, create_user: false })).status).toBe(200)
    const code = codeSentTo(email)
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push((await post('/verify', { email, token: wrong(code), type: 'email' }, '203.0.113.10')).status)
    expect(answers).toEqual([403, 403, 403, 403, 403])
    const right = await post('/verify', { email, token: code, type: 'email' }, '203.0.113.10')
    expect(right.status).toBe(403)
    expect((await right.json()).error_code).toBe('otp_expired')
  })

  it('still signs in with the right code at the first try, and after a few misses', async () => {
    const email = await addedUser('legit')
    await post('/otp', { email, create_user: false })
    const code = codeSentTo(email)
    for (let i = 0; i < 3; i++) await post('/verify', { email, token: wrong(code), type: 'email' }, '203.0.113.11')
    const right = await post('/verify', { email, token: code, type: 'email' }, '203.0.113.11')
    expect(right.status).toBe(200)
    expect((await right.json()).access_token).toEqual(expect.any(String))
  })

  it('answers 429 after 30 verifications per client in 5 minutes, codes and links alike (token_verifications)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const r = await post('/verify', { email: uniqueEmail('nobody'), token: '123456', type: 'email' }, '203.0.113.12')
      statuses.push(r.status)
      if (r.status === 429)
        expect(await r.json()).toMatchObject({
          error_code: 'over_request_rate_limit',
          msg: 'Request rate limit reached',
        })
    }
    expect(statuses.filter((s) => s === 403)).toHaveLength(30)
    expect(statuses.at(-1)).toBe(429)
    const link = await fetch(`${auth.url}/verify?token=nope&type=magiclink`, {
      headers: { 'x-forwarded-for': '203.0.113.12' },
      redirect: 'manual',
    })
    expect(link.status).toBe(429)
    // Another client is not affected.
    expect(
      (await post('/verify', { email: uniqueEmail('nobody'), token: '123456', type: 'email' }, '203.0.113.13')).status,
    ).toBe(403)
  })

  it('creates no account for an unknown address, even when asked to (mail flooding, unwanted accounts)', async () => {
    const before = auth.mails.length
    const email = uniqueEmail('unknown')
    const r = await post('/otp', { email, create_user: true })
    // Answered as a known address is (issue 28, F4): nothing tells it has no account.
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({})
    expect(await sql('select 1 from auth.users where email = $1', [email])).toHaveLength(0)
    expect(auth.mails.length).toBe(before)
  })

  it('sends one e-mail per address per minute (max_frequency)', async () => {
    const email = await addedUser('twice')
    expect((await post('/otp', { email, create_user: false })).status).toBe(200)
    const again = await post('/otp', { email, create_user: false })
    expect(again.status).toBe(429)
    expect((await again.json()).msg).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    )
  })

  it('answers 429 past 4 sign-in link requests per client in 5 minutes, known and unknown addresses alike (sign_in_sign_ups)', async () => {
    const known = await Promise.all([addedUser('burst-a'), addedUser('burst-b'), addedUser('burst-c')])
    const client = '203.0.113.20'
    const statuses = [
      (await post('/otp', { email: known[0], create_user: false }, client)).status,
      (await post('/otp', { email: uniqueEmail('nobody'), create_user: false }, client)).status,
      (await post('/otp', { email: known[1], create_user: false }, client)).status,
      (await post('/otp', { email: uniqueEmail('nobody'), create_user: false }, client)).status,
    ]
    expect(statuses).toEqual([200, 200, 200, 200])
    const before = auth.mails.length
    for (const email of [known[2], uniqueEmail('nobody')]) {
      const r = await post('/otp', { email, create_user: false }, client)
      expect(r.status).toBe(429)
      expect(await r.json()).toMatchObject({ error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' })
    }
    expect(auth.mails.length).toBe(before)
    // Another client is not affected.
    expect((await post('/otp', { email: known[2], create_user: false }, '203.0.113.21')).status).toBe(200)
  })

  it("one client cannot spend the project's e-mails: after its 70 requests a real user still gets a link", async () => {
    const registered = await Promise.all(Array.from({ length: 70 }, (_, i) => addedUser(`drain-${i}`)))
    const before = auth.mails.length
    const statuses: number[] = []
    for (const email of registered)
      statuses.push((await post('/otp', { email, create_user: false }, '203.0.113.30')).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(4)
    expect(statuses.filter((status) => status === 429)).toHaveLength(66)
    expect(auth.mails.length - before).toBe(4)

    const organiser = await addedUser('real-organiser')
    expect((await post('/otp', { email: organiser, create_user: false }, '198.51.100.200')).status).toBe(200)
    expect(auth.mails.filter((mail) => mail.to === organiser)).toHaveLength(1)
  })

  it('answers an invited address that has not signed in yet as it answers an unknown one', async () => {
    for (const createUser of [false, true]) {
      // A new address each time: a second request within a minute waits, for either.
      const invited = uniqueEmail('pending')
      const { error } = await service().auth.admin.createUser({ email: invited })
      if (error) throw error
      const unknown = await post('/otp', { email: uniqueEmail('nobody'), create_user: createUser })
      const pending = await post('/otp', { email: invited, create_user: createUser })
      expect(pending.status).toBe(unknown.status)
      expect(await pending.json()).toEqual(await unknown.json())
    }
  })

  it('sends at most 60 e-mails an hour for the whole project (email_sent)', async () => {
    const emails = await Promise.all(Array.from({ length: 62 }, (_, i) => addedUser(`hourly-${i}`)))
    const statuses: number[] = []
    for (const email of emails)
      statuses.push((await post('/otp', { email, create_user: false }, `198.51.100.${statuses.length}`)).status)
    const sent = auth.mails.length
    expect(sent).toBeLessThanOrEqual(60)
    expect(statuses.at(-1)).toBe(429)
    const last = await post('/otp', { email: emails[61], create_user: false })
    expect(await last.json()).toMatchObject({
      error_code: 'over_email_send_rate_limit',
      msg: 'Email rate limit exceeded',
    })
  })
})

describe("auth limits GoTrue's variables set over config.toml", () => {
  let tuned: DefaultAuthServer
  beforeAll(async () => {
    tuned = await startDefaultAuthServer({
      GOTRUE_RATE_LIMIT_OTP: '2',
      GOTRUE_RATE_LIMIT_VERIFY: '3',
      GOTRUE_RATE_LIMIT_EMAIL_SENT: '1',
    })
  })
  afterAll(() => tuned.close())

  const send = (path: string, body: unknown, client: string) =>
    fetch(`${tuned.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })

  it('applies GOTRUE_RATE_LIMIT_OTP, _VERIFY and _EMAIL_SENT instead of 4, 30 and 60', async () => {
    // One e-mail an hour for the whole project, not sixty.
    const [first, second] = [await addedUser('tuned-a'), await addedUser('tuned-b')]
    expect((await send('/otp', { email: first, create_user: false }, '203.0.113.42')).status).toBe(200)
    const refused = await send('/otp', { email: second, create_user: false }, '203.0.113.43')
    expect(refused.status).toBe(429)
    expect((await refused.json()).error_code).toBe('over_email_send_rate_limit')
    expect(tuned.mails.map((mail) => mail.to)).toEqual([first])

    // Two link requests per client, not config.toml's four (the hour's e-mail is spent: an
    // unknown address gets the budget's 429, as a known one would).
    const otp = []
    for (let i = 0; i < 3; i++) {
      const r = await send('/otp', { email: uniqueEmail('nobody'), create_user: false }, '203.0.113.40')
      otp.push((await r.json()).error_code)
    }
    expect(otp).toEqual(['over_email_send_rate_limit', 'over_email_send_rate_limit', 'over_request_rate_limit'])

    // Three verifications per client, not thirty.
    const verify = []
    for (let i = 0; i < 4; i++)
      verify.push(
        (await send('/verify', { email: uniqueEmail('nobody'), token: '123456', type: 'email' }, '203.0.113.41'))
          .status,
      )
    expect(verify).toEqual([403, 403, 403, 429])
  })
})
