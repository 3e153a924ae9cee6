import { dbErrorMessage, hasDbCode } from '@kernel/db-errors'
import type { MailKind } from '@kernel/guest-mail/mail-rules'
import { postApi } from '@/lib/data/api-client'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { Audience } from '../mail/mail-audience'
import { guestKeys, mailingKeys } from './keys'

export interface MailDraft {
  kind: MailKind
  subject: string
  body: string
  audience: Audience
  guestIds: string[]
  /** ISO time for 'Schedule'; null sends now. */
  scheduledAt: string | null
}

export interface QueuedMail {
  queued: number
  no_address: number
  invalid: string[]
  unsubscribed: number
  /** Whether the mails went out at once ('Send'); false when scheduled or left to the next run. */
  sentNow: boolean
}

/**
 * 'Send' and 'Schedule': the database queues one mail per recipient (queue_guest_mail, with its
 * limits), then 'Send' asks the drain to send this event's mails now instead of within the
 * minute. If that call fails the mails stay queued and the schedule sends them.
 */
export async function queueGuestMail(eventId: string, draft: MailDraft): Promise<QueuedMail> {
  const { data } = await supabase
    .rpc('queue_guest_mail', {
      p_event_id: eventId,
      p_kind: draft.kind,
      p_subject: draft.subject,
      p_body: draft.body,
      p_audience: draft.audience,
      p_guest_ids: draft.audience === 'selected' ? draft.guestIds : undefined,
      p_scheduled_at: draft.scheduledAt ?? undefined,
    })
    .throwOnError()
  const queued = data as unknown as Omit<QueuedMail, 'sentNow'>
  let sentNow = false
  if (!draft.scheduledAt) {
    try {
      sentNow = (await postApi('/api/send-guest-mails', { eventId })).ok
    } catch (error) {
      console.error('Sending now failed; the schedule will send the queued mails', error)
    }
  }
  return { ...queued, sentNow }
}

// The database's refusals of a send: the draft (EV030), the caps (EV031, EV032, EV051), guests of
// another event (EV033), nobody left to mail (EV034).
const MAIL_CODES = ['EV030', 'EV031', 'EV032', 'EV033', 'EV034', 'EV051'] as const

/** What the composer says when a send is refused: the database's sentence for its own refusals. */
export function mailRefusal(error: unknown): string {
  const code = MAIL_CODES.find((c) => hasDbCode(error, c))
  if (code) return dbErrorMessage(error, code, '')
  return error instanceof Error ? error.message : 'The e-mail could not be sent. Please try again.'
}

export function useQueueGuestMail(eventId: string) {
  return useMutation({
    write: (draft: MailDraft) => queueGuestMail(eventId, draft),
    // The guests' states and the Messages view change.
    refreshes: () => [guestKeys.ofEvent(eventId), mailingKeys.ofEvent(eventId)],
  })
}
