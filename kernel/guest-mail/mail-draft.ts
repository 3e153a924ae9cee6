import { z } from 'zod'
import { DB_ERRORS } from '../db-errors.js'
import {
  MAIL_AUDIENCES,
  MAIL_DEFAULTS,
  MAIL_KINDS,
  MAIL_LIMITS,
  type MailAudience,
  type MailKind,
} from './mail-rules.js'

/**
 * The e-mail to guests as the organisers draft it (issue 20 §1), and the rules a draft meets
 * before 'Send': the same queue_guest_mail applies (migration 20261125150000_add_guest_mail.sql,
 * which refuses a bad draft with EV030 and these sentences), said first so they come before a refusal.
 */
export interface MailDraftValues {
  kind: MailKind
  subject: string
  body: string
  audience: MailAudience
  schedule: boolean
  /** The datetime-local field's value, '' until chosen. */
  scheduledAt: string
}

/** The database's sentences for a bad draft (EV030), and the schedule's. */
export const MAIL_DRAFT_MESSAGES = {
  subject: DB_ERRORS.EV030.message,
  subjectOneLine: 'The subject must fit on one line.',
  body: 'The message must be 1 to 5,000 characters.',
  scheduledAt: 'Choose a date and time to come.',
} as const

const M = MAIL_DRAFT_MESSAGES

/** A new draft: an invitation, to the selected guests when some are. */
export function newMailDraft(hasSelection: boolean): MailDraftValues {
  return {
    kind: 'invitation',
    ...MAIL_DEFAULTS.invitation,
    audience: hasSelection ? 'selected' : 'everyone',
    schedule: false,
    scheduledAt: '',
  }
}

/**
 * Another kind chosen: the organisers' own words stay; a subject or message still as the previous
 * kind left it follows the new kind.
 */
export function withKind<T extends Pick<MailDraftValues, 'kind' | 'subject' | 'body'>>(draft: T, next: MailKind): T {
  const before = MAIL_DEFAULTS[draft.kind]
  return {
    ...draft,
    kind: next,
    subject: draft.subject === before.subject ? MAIL_DEFAULTS[next].subject : draft.subject,
    body: draft.body === before.body ? MAIL_DEFAULTS[next].body : draft.body,
  }
}

/**
 * The draft's rules, checked on the trimmed text as the database does; the values pass through
 * as typed (the database trims what it stores). `now` is when the schedule must come after.
 */
export function mailDraftInput(now: () => number = Date.now) {
  return z
    .object({
      kind: z.enum(MAIL_KINDS),
      subject: z
        .string()
        .refine((s) => s.trim().length >= 1 && s.trim().length <= MAIL_LIMITS.subject, M.subject)
        .refine((s) => !/[\r\n]/.test(s.trim()), M.subjectOneLine),
      body: z.string().refine((b) => b.trim().length >= 1 && b.trim().length <= MAIL_LIMITS.body, M.body),
      audience: z.enum(MAIL_AUDIENCES),
      schedule: z.boolean(),
      scheduledAt: z.string(),
    })
    .refine((draft) => !draft.schedule || (draft.scheduledAt !== '' && new Date(draft.scheduledAt).getTime() > now()), {
      message: M.scheduledAt,
      path: ['scheduledAt'],
    })
}

/** "Léa, Marc" — at most ten names, then how many more. */
export function listNames(names: readonly string[]): string {
  return names.length <= 10 ? names.join(', ') : `${names.slice(0, 10).join(', ')} and ${names.length - 10} more`
}

/**
 * Why a send to these recipients cannot go, as the database would refuse it, or null: nobody
 * mailable, more than today's caps leave (`left`), or guests whose address would pass its daily
 * count (`overAddress`, their names). Without the caps read yet (`caps` null) only the first.
 */
export function sendProblem(
  count: number,
  caps: { left: number; perAddress: number; overAddress: readonly string[] } | null,
): string | null {
  if (count === 0) return 'Nobody here can get this e-mail: choose other recipients.'
  if (caps && count > caps.left)
    return `Only ${caps.left} more ${caps.left === 1 ? 'e-mail' : 'e-mails'} can be sent today: choose fewer guests, or send later.`
  if (caps && caps.overAddress.length > 0)
    return `${listNames(caps.overAddress)} would get more than ${caps.perAddress} e-mails today at their address: leave them out, or send later.`
  return null
}
