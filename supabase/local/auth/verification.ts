import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './context.ts'
import { AuthError, fail } from './errors.ts'
import type { LinkType } from './mail-templates.ts'
import { PKCE_PREFIX, tokenHash } from './tokens.ts'
import type { UserRow } from './user-json.ts'
import { confirmEmail, findUserById, isBanned, refreshProviders, updateUser } from './users.ts'

export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const
export type VerifyType = (typeof VERIFY_TYPES)[number]

export interface Verified {
  user: UserRow
  /** The concrete link type ('email' resolves to signup or magiclink, as in GoTrue). */
  type: LinkType
  /** The auth.users column whose token matched. */
  column: string
}

/** What a verification did: signed in (or confirmed), or took the first of two e-mail change confirmations. */
export type VerificationOutcome = 'applied' | 'awaiting-other-address'

/** GoTrue's answer to the first of the two confirmations of a secure e-mail change. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/**
 * A wrong code for an existing user: the route counts it (outside the failed transaction) and
 * spends the user's pending codes in `columns` after too many.
 */
export class WrongCode extends AuthError {
  constructor(
    readonly userId: string,
    readonly pending: string,
    readonly columns: string[],
  ) {
    super(403, 'otp_expired', OTP_INVALID)
  }
}

const LINK_INVALID = 'Email link is invalid or has expired'
const OTP_INVALID = 'Token has expired or is invalid'

const expired = (ctx: AuthContext, sentAt: Date | null) =>
  !sentAt || Date.now() > sentAt.getTime() + ctx.config.auth.otpExpiry * 1000

/** Which slots a verification type may match, and the type each slot resolves to. */
function candidates(type: VerifyType): { column: string; sentAt: keyof UserRow; resolves: LinkType }[] {
  const confirmation = { column: 'confirmation_token', sentAt: 'confirmation_sent_at' as const }
  const recovery = { column: 'recovery_token', sentAt: 'recovery_sent_at' as const }
  switch (type) {
    case 'email':
      return [
        { ...confirmation, resolves: 'signup' },
        { ...recovery, resolves: 'magiclink' },
      ]
    case 'signup':
    case 'invite':
      return [{ ...confirmation, resolves: type }]
    case 'magiclink':
    case 'recovery':
      return [{ ...recovery, resolves: type }]
    case 'email_change':
      return [
        { column: 'email_change_token_new', sentAt: 'email_change_sent_at', resolves: 'email_change' },
        { column: 'email_change_token_current', sentAt: 'email_change_sent_at', resolves: 'email_change' },
      ]
  }
}

/**
 * Finds the user a link's token (or a `token_hash`) belongs to, locking the row so a link is
 * used once. https://github.com/supabase/auth/blob/master/internal/api/verify.go (verifyTokenHash)
 */
export async function verifyTokenHash(
  ctx: AuthContext,
  q: Queryable,
  type: VerifyType,
  hash: string,
): Promise<Verified> {
  if (!hash) throw fail.otpExpired(LINK_INVALID)
  for (const slot of candidates(type)) {
    const found = await q.query<{ id: string }>(
      `select id from auth.users where ${slot.column} in ($1, $2) for update`,
      [hash, hash.startsWith(PKCE_PREFIX) ? hash : PKCE_PREFIX + hash],
    )
    if (!found.rows[0]) continue
    const user = (await findUserById(q, found.rows[0].id))!
    if (isBanned(user)) throw fail.userBanned('User is banned')
    if (expired(ctx, user[slot.sentAt] as Date | null)) throw fail.otpExpired(LINK_INVALID)
    return { user, type: slot.resolves, column: slot.column }
  }
  throw fail.otpExpired(LINK_INVALID)
}

/** Checks an e-mailed 6-digit code against the address's pending tokens (verifyUserAndToken). */
export async function verifyEmailOtp(
  ctx: AuthContext,
  q: Queryable,
  type: VerifyType,
  email: string,
  otp: string,
): Promise<Verified> {
  const hash = tokenHash(email, otp)
  const where = type === 'email_change' ? '(lower(email_change) = $1 or lower(email) = $1)' : 'lower(email) = $1'
  const found = await q.query<{ id: string }>(
    `select id from auth.users where ${where} and aud = 'authenticated' and is_sso_user = false for update`,
    [email.toLowerCase()],
  )
  if (!found.rows[0]) throw fail.otpExpired(OTP_INVALID)
  const user = (await findUserById(q, found.rows[0].id))!
  if (isBanned(user)) throw fail.userBanned('User is banned')
  const slots = candidates(type)
  for (const slot of slots) {
    const expected = String(user[slot.column as keyof UserRow] ?? '')
    const matches = expected !== '' && (expected === hash || expected === PKCE_PREFIX + hash)
    if (matches && !expired(ctx, user[slot.sentAt] as Date | null)) {
      return { user, type: slot.resolves, column: slot.column }
    }
  }
  const pending = slots.map((slot) => String(user[slot.column as keyof UserRow] ?? '')).join('|')
  if (pending.replace(/\|/g, '') === '') throw fail.otpExpired(OTP_INVALID)
  throw new WrongCode(
    user.id,
    pending,
    slots.map((slot) => slot.column),
  )
}

/**
 * Consumes the token and applies what it proves: confirmation for signup and invite links,
 * sign-in (confirming on first use) for magic and recovery links, the new address for an
 * e-mail change. (signupVerify, recoverVerify, emailChangeVerify)
 */
export async function applyVerification(
  ctx: AuthContext,
  q: Queryable,
  { user, type, column }: Verified,
): Promise<VerificationOutcome> {
  // Secure e-mail change (double_confirm_changes): the first of the two links only records itself.
  // https://github.com/supabase/auth/blob/master/internal/api/verify.go (emailChangeVerify)
  if (
    type === 'email_change' &&
    ctx.config.auth.doubleConfirmChanges &&
    !user.email_change_confirm_status &&
    user.email
  ) {
    await q.query(
      `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
      [user.id],
    )
    await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, column])
    return 'awaiting-other-address'
  }
  if (type === 'signup' || type === 'invite') await confirmEmail(q, user)
  else if (type === 'magiclink' || type === 'recovery') {
    await updateUser(q, user.id, { recovery_token: '' })
    await q.query('delete from auth.one_time_tokens where user_id = $1', [user.id])
    if (!user.email_confirmed_at) await confirmEmail(q, user)
  } else {
    const email = (user.email_change ?? '').toLowerCase()
    await updateUser(q, user.id, {
      email,
      email_change: '',
      email_change_token_new: '',
      email_change_token_current: '',
      email_change_confirm_status: 0,
    })
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [user.id, email],
    )
    await q.query('delete from auth.one_time_tokens where user_id = $1', [user.id])
    if (!user.email_confirmed_at) await confirmEmail(q, { ...user, email })
  }
  await refreshProviders(q, user.id)
  return 'applied'
}

/** Spends a user's pending codes after too many wrong ones (WrongCodeCounter). */
export async function spendPendingCodes(q: Queryable, userId: string, columns: string[]): Promise<void> {
  const assignments = columns.map((column) => `${column} = ''`).join(', ')
  await q.query(`update auth.users set ${assignments}, updated_at = now() where id = $1`, [userId])
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = any($2)', [userId, columns])
}
