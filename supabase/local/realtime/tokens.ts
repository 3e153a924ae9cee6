import { decodeJwt } from 'jose'
import type { Claims } from '../db/database.ts'
import { verifyJwt } from '../shared/jwt.ts'
import { TOKEN } from './messages.ts'

/**
 * Channel token checks with Supabase Realtime's outcomes: a join is refused with
 * `{reason: "<Code>: <message>"}`, a refused `access_token` update shuts the channel down with a
 * `system` message carrying the bare message.
 * https://github.com/supabase/realtime/blob/main/lib/realtime_web/channels/realtime_channel.ex
 * https://github.com/supabase/realtime/blob/main/lib/realtime_web/channels/auth/channels_authorization.ex
 */
export type TokenCheck =
  { ok: true; claims: Claims; exp: number } | { ok: false; joinReason: string; shutdownMessage: string }

const refused = ([code, message]: readonly [string, string], shutdownMessage = message): TokenCheck => ({
  ok: false,
  joinReason: `${code}: ${message}`,
  shutdownMessage,
})

export async function checkToken(raw: string, secret: string): Promise<TokenCheck> {
  // Upstream strips whitespace and line breaks before verifying.
  const token = raw.replace(/\s/g, '')
  let peek: Claims
  try {
    peek = decodeJwt(token) as Claims
  } catch {
    return refused(TOKEN.malformed)
  }
  const verified = await verifyJwt(token, secret)
  if (!verified.ok && verified.reason === 'expired') {
    return refused([TOKEN.expiredCode, TOKEN.expired(Math.max(0, Math.floor(Date.now() / 1000) - Number(peek.exp)))])
  }
  if (!verified.ok) return refused(TOKEN.signature, TOKEN.signatureOnRefresh)
  const { claims } = verified
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') return refused(TOKEN.missingClaims)
  return { ok: true, claims, exp: claims.exp }
}
