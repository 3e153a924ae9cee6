import { SignJWT, jwtVerify } from 'jose'
import { errors } from './errors.ts'

/**
 * Signed URL tokens: HS256 JWTs over `{url: "bucket/key", scope}` signed with the project's JWT
 * secret, scoped so that a download token cannot be replayed to upload and vice versa.
 * https://supabase.com/docs/reference/javascript/storage-from-createsignedurl
 * https://github.com/supabase/storage/blob/master/src/internal/auth/jwt.ts
 */
export type TokenScope = 'download' | 'upload'

export interface SignedToken {
  url: string
  scope?: TokenScope
  owner?: string
  upsert?: boolean
  exp: number
}

/**
 * Signed upload URLs live ten minutes (storage-api's two hours let a guest's link be replayed
 * long after the upload) and open one upload each (see UsedUploadTokens).
 */
export const UPLOAD_URL_EXPIRY = 10 * 60

const encoder = new TextEncoder()
/** The largest relative expiry that still gives an `exp` inside JavaScript's safe integers. */
const MAX_EXPIRY = Math.floor(Number.MAX_SAFE_INTEGER / 1000)

/** `expiresIn` as storage-api accepts it: a finite number of whole seconds, at least 1. */
export function assertValidExpiry(expiresIn: unknown): number {
  const seconds = Math.floor(Number(expiresIn))
  const max = MAX_EXPIRY - Math.floor(Date.now() / 1000)
  if (typeof expiresIn !== 'number' || !Number.isSafeInteger(seconds) || seconds < 1 || seconds > max) {
    throw errors.invalidParameter('expiresIn')
  }
  return seconds
}

export function signToken(claims: Omit<SignedToken, 'exp'>, secret: string, expiresIn: number): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(encoder.encode(secret))
}

/** Legacy tokens without `scope` are download tokens unless they carry `upsert` (upload ones did). */
function hasScope(payload: SignedToken, scope: TokenScope): boolean {
  if (payload.scope !== undefined) return payload.scope === scope
  return scope === 'upload' ? 'upsert' in payload : !('upsert' in payload)
}

/**
 * Verifies a token for `bucket/key`: a bad signature or an expired token is InvalidJWT with
 * jose's message, a token for another object or action is InvalidSignature.
 */
export async function verifyToken(token: string, secret: string, url: string, scope: TokenScope): Promise<SignedToken> {
  let payload: SignedToken
  try {
    payload = (await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }))
      .payload as unknown as SignedToken
  } catch (error) {
    throw errors.invalidJwt((error as Error).message)
  }
  if (!hasScope(payload, scope)) throw errors.invalidSignature(`Token is not scoped for ${scope}`)
  if (payload.url !== url) throw errors.invalidSignature()
  if (payload.exp * 1000 < Date.now()) throw errors.expiredSignature()
  return payload
}

/** Upload tokens already used, kept until they expire: a signed upload URL uploads once. */
export class UsedUploadTokens {
  private readonly used = new Map<string, number>()

  /** Claims the token for one upload; false when it was claimed before. */
  claim(token: string, exp: number): boolean {
    const now = Date.now()
    for (const [key, until] of this.used) if (until * 1000 < now) this.used.delete(key)
    if (this.used.has(token)) return false
    this.used.set(token, exp)
    return true
  }

  /** Gives the token back when its upload failed, so the guest can retry with it. */
  release(token: string): void {
    this.used.delete(token)
  }
}
