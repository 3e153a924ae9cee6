import type { GuestRow } from '../types'

/** Where a guest stands with the e-mails (issue 20 §4): the latest that is true wins. */
export type MailState = 'unsubscribed' | 'answered' | 'visited' | 'sent' | 'failed' | 'queued'
export type MailStateFilter = MailState | 'all' | 'none'

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  unsubscribed: 'Unsubscribed',
  answered: 'Answered',
  visited: 'Visited',
  sent: 'Sent',
  failed: 'Failed',
  queued: 'Queued',
}

export const MAIL_STATE_FILTERS: readonly MailState[] = [
  'queued',
  'sent',
  'failed',
  'visited',
  'answered',
  'unsubscribed',
]

type Tracked = Pick<GuestRow, 'unsubscribed_at' | 'status' | 'visited_at' | 'mail_state' | 'mail_state_at'>

/**
 * Null for a guest never e-mailed. Answered once they replied; visited when their personal link
 * was opened after their latest mail; otherwise what happened to that mail.
 */
export function mailStateOf(guest: Tracked): MailState | null {
  if (guest.unsubscribed_at) return 'unsubscribed'
  if (!guest.mail_state) return null
  if (guest.status !== 'pending') return 'answered'
  if (guest.visited_at && guest.mail_state_at && guest.visited_at >= guest.mail_state_at) return 'visited'
  return guest.mail_state
}

export function matchesMailState(guest: Tracked, filter: MailStateFilter): boolean {
  if (filter === 'all') return true
  const state = mailStateOf(guest)
  return filter === 'none' ? state === null : state === filter
}
