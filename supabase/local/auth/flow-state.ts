import type { Queryable } from '../db/database.ts'
import { fail } from './errors.ts'
import { newId, verifyPkce } from './tokens.ts'

/**
 * PKCE flow state, as GoTrue keeps it in auth.flow_state: created when /otp carries a
 * code_challenge, given out as `?code=` by /verify, exchanged once at /token?grant_type=pkce.
 * https://supabase.com/docs/guides/auth/sessions/pkce-flow
 */

/** GoTrue's default GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION. */
export const FLOW_STATE_EXPIRY_SECONDS = 300

/** The authentication method a verification type stands for (ParseAuthenticationMethod). */
export function authMethodFor(type: string): string {
  return type.endsWith('signup') ? 'email/signup' : type
}

export async function createFlowState(
  q: Queryable,
  userId: string,
  providerType: string,
  method: string,
  challenge: string,
  challengeMethod: string,
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, $6)`,
    [userId, newId(), challengeMethod.toLowerCase(), challenge, providerType, method],
  )
}

/** The newest flow state of the user for this method gets its code issued (issueAuthCode). */
export async function issueAuthCode(q: Queryable, userId: string, method: string): Promise<string> {
  const r = await q.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1 for update`,
    [userId, method],
  )
  const state = r.rows[0]
  if (!state) throw fail.flowStateNotFound('No associated flow state found. No valid flow state found for user.')
  await q.query('update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1', [state.id])
  return state.auth_code
}

export interface ExchangedFlow {
  userId: string
  method: string
}

/** Checks the verifier against the stored challenge and deletes the state: a code works once. */
export async function exchangeAuthCode(q: Queryable, authCode: string, verifier: string): Promise<ExchangedFlow> {
  const r = await q.query<{
    id: string
    user_id: string | null
    code_challenge: string
    code_challenge_method: string
    authentication_method: string
    expired: boolean
  }>(
    `select id, user_id, code_challenge, code_challenge_method, authentication_method,
       now() > coalesce(case when authentication_method = 'magiclink' then auth_code_issued_at end, created_at)
         + make_interval(secs => $2) as expired
     from auth.flow_state where auth_code = $1 for update`,
    [authCode, FLOW_STATE_EXPIRY_SECONDS],
  )
  const state = r.rows[0]
  if (!state || !state.user_id) throw fail.flowStateNotFound('invalid flow state, no valid flow state found')
  if (state.expired) throw fail.flowStateExpired()
  if (!verifyPkce(state.code_challenge, state.code_challenge_method, verifier)) throw fail.badCodeVerifier()
  await q.query('delete from auth.flow_state where id = $1', [state.id])
  return { userId: state.user_id, method: state.authentication_method }
}
