import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './context.ts'
import { fail } from './errors.ts'
import { renderLinkMail, type LinkType } from './mail-templates.ts'
import { takeEmailBudget } from './rate-limits.ts'
import { generateOtp, PKCE_PREFIX, tokenHash } from './tokens.ts'
import type { UserRow } from './user-json.ts'

/**
 * Where each kind of link keeps its pending token, mirroring GoTrue: magic links reuse the
 * recovery slot, invites the confirmation slot. auth.one_time_tokens holds the same hash.
 * https://github.com/supabase/auth/blob/master/internal/api/mail.go
 */
export const SLOTS = {
  signup: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', oneTime: 'confirmation_token' },
  invite: { column: 'confirmation_token', sentAt: 'confirmation_sent_at', oneTime: 'confirmation_token' },
  magiclink: { column: 'recovery_token', sentAt: 'recovery_sent_at', oneTime: 'recovery_token' },
  recovery: { column: 'recovery_token', sentAt: 'recovery_sent_at', oneTime: 'recovery_token' },
  email_change: { column: 'email_change_token_new', sentAt: 'email_change_sent_at', oneTime: 'email_change_token_new' },
  // Secure e-mail change: the code sent to the current address (double_confirm_changes).
  email_change_current: {
    column: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    oneTime: 'email_change_token_current',
  },
} as const

export type SlotName = keyof typeof SLOTS

/**
 * One e-mail per address per `max_frequency`, counted on the slot's sent-at time
 * (validateSentWithinFrequencyLimit). https://supabase.com/docs/guides/auth/rate-limits
 */
export async function checkSendFrequency(ctx: AuthContext, q: Queryable, user: UserRow, type: LinkType): Promise<void> {
  const { sentAt } = SLOTS[type]
  const r = await q.query<{ left: number | null }>(
    `select extract(epoch from (${sentAt} + make_interval(secs => $2) - now()))::float8 as left from auth.users where id = $1`,
    [user.id, ctx.config.auth.maxFrequency],
  )
  const left = r.rows[0]?.left
  if (left !== null && left !== undefined && left > 0) {
    throw fail.overEmailRate(`For security purposes, you can only request this after ${Math.trunc(left)} seconds.`)
  }
}

/** Records a new pending token for the slot, replacing the previous one (CreateOneTimeToken). */
export async function storeLinkToken(
  q: Queryable,
  user: UserRow,
  type: SlotName,
  stored: string,
  relatesTo: string,
): Promise<void> {
  const slot = SLOTS[type]
  const invited = type === 'invite' ? ', invited_at = now()' : ''
  await q.query(
    `update auth.users set ${slot.column} = $2, ${slot.sentAt} = now(), updated_at = now()${invited} where id = $1`,
    [user.id, stored],
  )
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [user.id, slot.oneTime])
  await q.query(
    'insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)',
    [user.id, slot.oneTime, stored, relatesTo],
  )
}

/** `{api}/auth/v1/verify?token=…&type=…&redirect_to=…`, GoTrue's e-mail action link. */
export function actionLink(ctx: AuthContext, token: string, type: LinkType, redirectTo: string): string {
  const query = `token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
  return `${ctx.externalUrl}/verify?${query}`
}

export interface IssuedLink {
  otp: string
  hashedToken: string
  link: string
}

/** Creates the OTP and its hash, stores it (with the PKCE prefix when asked) and builds the link. */
export async function issueLink(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  type: LinkType,
  opts: { address: string; redirectTo: string; pkce?: boolean; slot?: SlotName },
): Promise<IssuedLink> {
  const otp = generateOtp()
  const hashedToken = tokenHash(opts.address, otp)
  const stored = opts.pkce ? PKCE_PREFIX + hashedToken : hashedToken
  await storeLinkToken(q, user, opts.slot ?? type, stored, opts.address)
  return { otp, hashedToken, link: actionLink(ctx, stored, type, opts.redirectTo) }
}

/**
 * Issues a link and e-mails it; a failed send rolls the caller's transaction back. Every e-mail
 * counts against the project's `email_sent` per hour (GoTrue's over_email_send_rate_limit).
 */
export async function sendLink(
  ctx: AuthContext,
  q: Queryable,
  user: UserRow,
  type: LinkType,
  opts: {
    address?: string
    redirectTo: string
    pkce?: boolean
    newEmail?: string
    slot?: SlotName
    /** A sign-in link to a user who signed in before: may take from the budget's reserve. */
    returning?: boolean
  },
): Promise<void> {
  const returning = opts.returning ? (user.email ?? '').toLowerCase() : undefined
  if (!takeEmailBudget(ctx.limits, returning)) throw fail.overEmailRate('Email rate limit exceeded')
  const address = opts.address ?? user.email ?? ''
  const issued = await issueLink(ctx, q, user, type, { ...opts, address })
  const data = {
    link: issued.link,
    otp: issued.otp,
    email: user.email ?? '',
    newEmail: opts.newEmail,
    siteUrl: ctx.config.auth.siteUrl,
    tokenHash: issued.hashedToken,
    redirectTo: opts.redirectTo,
    userData: user.raw_user_meta_data ?? {},
  }
  try {
    await ctx.mail.send(renderLinkMail(type, address, data, ctx.templates))
  } catch (error) {
    ctx.log(`auth: sending the ${type} e-mail to ${address} failed: ${(error as Error).message}`)
    throw fail.sendFailed(SEND_FAILED[type])
  }
}

// GoTrue's messages when the mailer fails (internal/api/mail.go).
const SEND_FAILED: Record<LinkType, string> = {
  signup: 'Error sending confirmation email',
  invite: 'Error sending invite email',
  magiclink: 'Error sending magic link email',
  recovery: 'Error sending recovery email',
  email_change: 'Error sending email change email',
}
