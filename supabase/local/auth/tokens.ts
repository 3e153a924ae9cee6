import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'

/** A numeric e-mail OTP of `digits` digits (config `otp_length`, 6 by default). */
export function generateOtp(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0')
}

/**
 * The stored form of an e-mailed OTP, also the `token` of the e-mailed link: hex SHA-224 of
 * the address followed by the code. https://github.com/supabase/auth/blob/master/internal/crypto/crypto.go (GenerateTokenHash)
 */
export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex')
}

/** PKCE links carry the flow type as a prefix so /verify knows to answer with `?code=`. */
export const PKCE_PREFIX = 'pkce_'

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** An opaque refresh token, GoTrue-style (12 lowercase alphanumerics, ~62 bits). */
export function generateRefreshToken(length = 12): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]
  return out
}

export const newId = (): string => randomUUID()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (value: string): boolean => UUID.test(value)
export const NIL_UUID = '00000000-0000-0000-0000-000000000000'

const CODE_CHALLENGE = /^[a-zA-Z._~0-9-]+$/

/**
 * Validates the PKCE parameters sent with /otp. Returns an error message or undefined.
 * RFC 7636 §4.2; https://github.com/supabase/auth/blob/master/internal/api/pkce.go
 */
export function pkceParamsError(challenge: string, method: string): string | undefined {
  if ((challenge === '') !== (method === '')) return 'PKCE flow requires code_challenge_method and code_challenge'
  if (challenge === '') return undefined
  if (challenge.length < 43 || challenge.length > 128) return 'code challenge has to be between 43 and 128 characters'
  if (!CODE_CHALLENGE.test(challenge)) {
    return 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes'
  }
  if (!['s256', 'plain'].includes(method.toLowerCase())) return `unsupported code_challenge method "${method}"`
  return undefined
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** S256: base64url(sha256(verifier)) without padding equals the challenge; plain: equality. RFC 7636 §4.6. */
export function verifyPkce(challenge: string, method: string, verifier: string): boolean {
  switch (method.toLowerCase()) {
    case 's256':
      return sameText(challenge, createHash('sha256').update(verifier).digest('base64url'))
    case 'plain':
      return sameText(challenge, verifier)
    default:
      return false
  }
}
