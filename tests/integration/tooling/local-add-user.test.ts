import { describe, expect, it, vi } from 'vitest'
import { addLocalUser } from '../../../scripts/local-add-user/add-local-user.ts'
import { anon, env, sql, uniqueEmail } from '../support/clients.ts'
import { mailsTo } from '../support/inbox.ts'

const backend = () => ({ apiUrl: env().apiUrl, serviceRoleKey: env().serviceRoleKey })

describe('npm run local:add-user', () => {
  it('gives an address an account that can ask for a sign-in link (sign-ups being closed)', async () => {
    const email = uniqueEmail('newcomer')
    // Closed sign-ups: an unknown address is answered as a known one (no enumeration) but gets no link.
    expect((await anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull()

    expect(await addLocalUser(backend(), `  ${email.toUpperCase()} `)).toEqual({
      email,
      outcome: 'created',
      role: 'user',
    })
    expect(await sql('select role from public.users where email = $1', [email])).toEqual([{ role: 'user' }])
    // The address's one-second interval since the first request may still run: ask until it is past.
    await vi.waitFor(
      async () =>
        expect((await anon().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull(),
      { timeout: 5_000, interval: 300 },
    )
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), { timeout: 5_000 })
  })

  it('makes a global admin with --admin, also of an address that already has an account', async () => {
    const email = uniqueEmail('organiser')
    await addLocalUser(backend(), email)
    expect(await addLocalUser(backend(), email, true)).toEqual({ email, outcome: 'existing', role: 'admin' })
    expect(await sql('select role from public.users where email = $1', [email])).toEqual([{ role: 'admin' }])
  })

  it('says why when the auth server refuses the address', async () => {
    await expect(addLocalUser(backend(), 'not-an-address')).rejects.toThrow(/email/i)
  })
})
