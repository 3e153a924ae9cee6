import { isContactEmail } from '@kernel/contact-email-rule'
import type { MailAudience } from '@kernel/guest-mail/mail-rules'
import type { GuestRow } from '../types'

export type Audience = MailAudience

export const AUDIENCE_LABELS: Record<Audience, string> = {
  everyone: 'Everyone with an e-mail',
  pending: 'Not answered yet',
  confirmed: 'Confirmed',
  declined: 'Declined',
  selected: 'Selected guests',
}

type Mailable = Pick<GuestRow, 'id' | 'status' | 'email' | 'unsubscribed_at'>

/** Who a send reaches, as queue_guest_mail decides it (the database has the last word). */
export function splitAudience<T extends Mailable>(
  guests: readonly T[],
  audience: Audience,
  selected: ReadonlySet<string>,
): { recipients: T[]; noAddress: T[]; invalid: T[]; unsubscribed: T[] } {
  const split = { recipients: [] as T[], noAddress: [] as T[], invalid: [] as T[], unsubscribed: [] as T[] }
  for (const guest of guests) {
    const chosen =
      audience === 'everyone' ? true : audience === 'selected' ? selected.has(guest.id) : guest.status === audience
    if (!chosen) continue
    const email = guest.email?.trim() ?? ''
    if (guest.unsubscribed_at) split.unsubscribed.push(guest)
    else if (!email) split.noAddress.push(guest)
    else if (!isContactEmail(email)) split.invalid.push(guest)
    else split.recipients.push(guest)
  }
  return split
}

/** "3 guests have no e-mail address" */
export function countSentence(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`
}
