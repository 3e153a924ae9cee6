import type { User } from '@supabase/supabase-js'
import type { z } from 'zod'
import { authenticate, NOT_SIGNED_IN } from './caller.js'
import { allowMethods, bearerToken, parseBody, sendError, type ApiRequest, type ApiResponse } from './http.js'

export interface SignedInPost<T> {
  user: User
  /** The caller's bearer token, for the steps the database must see them take themselves. */
  token: string
  input: T
}

/**
 * The common opening of the team, notification and domain endpoints: POST only (405), a
 * bearer token the auth server recognises as a signed-in user (401; the service role key has
 * no user behind it, so it is refused too), then a body matching `schema` (400). Answers the
 * error itself and returns undefined when the request stops here.
 */
export async function readSignedInPost<S extends z.ZodType>(
  req: ApiRequest,
  res: ApiResponse,
  schema: S,
): Promise<SignedInPost<z.infer<S>> | undefined> {
  if (!allowMethods(req, res, ['POST'])) return undefined
  res.setHeader('Cache-Control', 'no-store')
  const caller = await authenticate(req)
  if (caller.status !== 'signed-in') {
    sendError(res, 401, NOT_SIGNED_IN)
    return undefined
  }
  const parsed = parseBody(schema, req)
  if (!parsed.ok) {
    sendError(res, 400, parsed.message)
    return undefined
  }
  return { user: caller.user, token: bearerToken(req)!, input: parsed.data }
}
