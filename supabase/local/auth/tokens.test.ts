import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { generateOtp, generateRefreshToken, isUuid, pkceParamsError, tokenHash, verifyPkce } from './tokens.ts'

describe('token helpers', () => {
  it('makes 6-digit codes and hashes them with the address (sha224 hex)', () => {
    for (let i = 0; i < 50; i++) expect(generateOtp()).toMatch(/^\d{6}$/)
    const expected = createHash('sha224').update('a@b.test123456').digest('hex')
    expect(tokenHash('a@b.test', '123456')).toBe(expected)
    expect(tokenHash('a@b.test', '123456')).toHaveLength(56)
  })

  it('makes distinct opaque refresh tokens', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => generateRefreshToken()))
    expect(tokens.size).toBe(200)
    for (const t of tokens) expect(t).toMatch(/^[a-z0-9]{12}$/)
  })

  it('recognises UUIDs', () => {
    expect(isUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true)
    expect(isUuid('not-a-uuid')).toBe(false)
  })
})

describe('PKCE (RFC 7636)', () => {
  // Appendix B of RFC 7636.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'

  it('verifies S256 and plain challenges', () => {
    expect(verifyPkce(challenge, 's256', verifier)).toBe(true)
    expect(verifyPkce(challenge, 'S256', verifier)).toBe(true)
    expect(verifyPkce(challenge, 's256', `${verifier}x`)).toBe(false)
    expect(verifyPkce(verifier, 'plain', verifier)).toBe(true)
    expect(verifyPkce(verifier, 'plain', challenge)).toBe(false)
    expect(verifyPkce(challenge, 'md5', verifier)).toBe(false)
  })

  it('validates the parameters sent with /otp as GoTrue does', () => {
    expect(pkceParamsError('', '')).toBeUndefined()
    expect(pkceParamsError(challenge, 's256')).toBeUndefined()
    expect(pkceParamsError(challenge, '')).toBe('PKCE flow requires code_challenge_method and code_challenge')
    expect(pkceParamsError('', 's256')).toBe('PKCE flow requires code_challenge_method and code_challenge')
    expect(pkceParamsError('short', 's256')).toMatch(/between 43 and 128/)
    expect(pkceParamsError(`${challenge}!`, 's256')).toMatch(/can only contain/)
    expect(pkceParamsError(challenge, 'md5')).toMatch(/unsupported/)
  })
})
