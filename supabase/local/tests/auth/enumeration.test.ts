import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTP_ANSWER_FLOOR_MS } from '../../auth/routes/otp.ts'
import { service, sql, uniqueEmail } from '../../testing/clients.ts'
import { startDefaultAuthServer, type DefaultAuthServer } from '../support/default-auth-server.ts'

// Issue 28, F4, as the review ran it against the auth service configured by supabase/config.toml:
// a flood of sign-in requests spending the project's e-mails for the hour, and /otp telling
// registered addresses from unknown ones.

let auth: DefaultAuthServer
beforeAll(async () => {
  auth = await startDefaultAuthServer()
})
afterAll(() => auth.close())

let clients = 0
const anotherClient = () => `192.0.2.${++clients}`

async function otp(email: string, client = anotherClient()) {
  const started = performance.now()
  const r = await fetch(`${auth.url}/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, create_user: false }),
  })
  return { status: r.status, body: (await r.json()) as Record<string, unknown>, ms: performance.now() - started }
}

async function addedUser(prefix: string, signedInBefore = false): Promise<string> {
  const email = uniqueEmail(prefix)
  const { data, error } = await service().auth.admin.createUser({ email, email_confirm: true })
  if (error) throw error
  if (signedInBefore)
    await sql(`update auth.users set last_sign_in_at = now() - interval '3 days' where id = $1`, [data.user.id])
  return email
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

describe('account enumeration through /otp', () => {
  it('answers an unknown address exactly as a registered one: status, body and time', async () => {
    const known: Awaited<ReturnType<typeof otp>>[] = []
    const unknown: Awaited<ReturnType<typeof otp>>[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await otp(await addedUser('registered')))
      unknown.push(await otp(uniqueEmail('unregistered')))
    }
    for (const answer of [...known, ...unknown]) {
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({})
      expect(answer.ms).toBeGreaterThanOrEqual(OTP_ANSWER_FLOOR_MS - 5)
    }
    expect(Math.abs(median(known.map((a) => a.ms)) - median(unknown.map((a) => a.ms)))).toBeLessThan(100)
  })

  it('a second request within a minute gets the same wait, known or unknown', async () => {
    const known = await addedUser('again')
    const unknown = uniqueEmail('again-unknown')
    const client = anotherClient()
    await otp(known, client)
    await otp(unknown, client)
    const [k, u] = [await otp(known, client), await otp(unknown, client)]
    expect(k.status).toBe(429)
    expect(u.status).toBe(429)
    for (const answer of [k, u])
      expect(answer.body).toMatchObject({
        error_code: 'over_email_send_rate_limit',
        msg: expect.stringMatching(/^For security purposes, you can only request this after (58|59|60) seconds\.$/),
      })
  })
})

describe("the project's e-mail budget", () => {
  it('16 addresses × 4 requests spend the shared part; the couple, who signed in before, still get their link', async () => {
    const organiser = await addedUser('couple', true)
    const newcomer = await addedUser('newcomer')
    const flood = await Promise.all(Array.from({ length: 64 }, (_, i) => addedUser(`flood-${i}`)))
    const statuses: number[] = []
    for (let client = 0; client < 16; client++)
      for (let i = 0; i < 4; i++) statuses.push((await otp(flood[client * 4 + i], `198.18.0.${client + 1}`)).status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)

    const couple = await otp(organiser, '198.18.1.1')
    expect(couple).toMatchObject({ status: 200, body: {} })
    expect(auth.mails.filter((mail) => mail.to === organiser)).toHaveLength(1)
    // The reserve is theirs: an address that never signed in waits for the hour like the flood.
    const waiting = await otp(newcomer, '198.18.1.2')
    expect(waiting).toMatchObject({
      status: 429,
      body: { error_code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' },
    })
    // The hour's total stays config.toml's email_sent.
    expect(auth.mails.length).toBeLessThanOrEqual(60)
  })
})
