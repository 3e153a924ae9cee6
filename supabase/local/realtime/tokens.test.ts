import { describe, expect, it } from 'vitest'
import { signJwt } from '../shared/jwt.ts'
import { checkToken } from './tokens.ts'

const secret = 's'.repeat(40)
const now = () => Math.floor(Date.now() / 1000)

describe('checkToken', () => {
  it('accepts a signed token with role and exp, whitespace and all', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1', exp: now() + 60 }, secret)
    const check = await checkToken(` ${token.slice(0, 10)}\n${token.slice(10)} `, secret)
    expect(check).toMatchObject({ ok: true, claims: { role: 'authenticated', sub: 'u1' } })
  })

  it.each([
    [
      'garbage',
      async () => 'garbage',
      'MalformedJWT: The token provided is not a valid JWT',
      'The token provided is not a valid JWT',
    ],
    [
      'another secret',
      () => signJwt({ role: 'anon', exp: now() + 60 }, 'x'.repeat(40)),
      'JwtSignatureError: Failed to validate JWT signature',
      ':signature_error',
    ],
    [
      'an expired token',
      () => signJwt({ role: 'anon', exp: now() - 10 }, secret),
      /^InvalidJWTToken: Token has expired (9|10|11) seconds ago$/,
      /^Token has expired (9|10|11) seconds ago$/,
    ],
    [
      'no exp',
      () => signJwt({ role: 'anon' }, secret),
      'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
      'Fields `role` and `exp` are required in JWT',
    ],
    [
      'no role',
      () => signJwt({ exp: now() + 60 }, secret),
      'InvalidJWTToken: Fields `role` and `exp` are required in JWT',
      'Fields `role` and `exp` are required in JWT',
    ],
  ])('refuses %s', async (_what, token, joinReason, shutdownMessage) => {
    const check = await checkToken(await token(), secret)
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.joinReason).toMatch(joinReason)
    expect(check.shutdownMessage).toMatch(shutdownMessage)
  })
})
