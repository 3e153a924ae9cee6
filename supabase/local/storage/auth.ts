import { jwtVerify } from 'jose'
import type { Claims } from '../db/database.ts'
import type { Request } from '../shared/http.ts'
import { errors } from './errors.ts'

/** Who is calling: the verified JWT claims that RLS will see, and the `sub` that owns new objects. */
export interface Caller {
  claims: Claims
  authenticated: boolean
  owner?: string
}

const ANON: Caller = { claims: { role: 'anon' }, authenticated: false }
const encoder = new TextEncoder()

/**
 * The bearer token as storage-api reads it: the Authorization header minus an optional `Bearer `.
 * The hosted gateway does not key-check storage, so a bare `apikey` header stands in when there is
 * no Authorization header (the anon key is itself a JWT for the anon role).
 * https://github.com/supabase/storage/blob/master/src/http/plugins/jwt.ts
 */
export function requestToken(req: Request): string {
  const header = req.headers.authorization
  if (header) return header.replace(/^Bearer\s+/i, '')
  const apikey = req.headers.apikey
  return (Array.isArray(apikey) ? apikey[0] : apikey) ?? ''
}

export async function verifyToken(token: string, secret: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] })
  return payload as Claims
}

/**
 * `required`: a bad or missing token is storage's AccessDenied with jose's own message
 * ("signature verification failed", `"exp" claim timestamp check failed`, "Invalid Compact JWS"),
 * sent as HTTP 400. `optional` (routes marked allowInvalidJwt upstream): the caller becomes anon.
 */
export async function authenticate(req: Request, secret: string, mode: 'required' | 'optional'): Promise<Caller> {
  const token = requestToken(req)
  if (!token && mode === 'optional') return ANON
  try {
    const claims = await verifyToken(token, secret)
    return { claims, authenticated: true, owner: typeof claims.sub === 'string' ? claims.sub : undefined }
  } catch (error) {
    if (mode === 'optional') return ANON
    throw errors.accessDenied((error as Error).message)
  }
}

/** Routes reserved to the service role (emptyBucket) answer a real 403 otherwise. */
export function assertServiceRole(caller: Caller): void {
  if (caller.claims.role !== 'service_role') throw errors.invalidRole()
}

/** Claims for work storage-api does as its superuser (signed uploads): RLS is bypassed. */
export const SERVICE_CLAIMS: Claims = { role: 'service_role' }
