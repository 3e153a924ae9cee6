import type { SupabaseClient } from '@supabase/supabase-js'
import type { Transporter } from 'nodemailer'
import type { Database } from '../../kernel/generated/database.types.js'
import type { MailLook } from '../../kernel/guest-mail/mail-look.js'
import { addMailLooks } from './guest-mail-looks.js'
import { confirmationMessage, guestMessage, type ClaimedMail } from './guest-mail-message.js'
import { classifySendError, sendErrorReason } from './mail-transport.js'

export interface DrainOptions {
  db: SupabaseClient<Database>
  transport: Transporter
  /** Origin of the guest pages, for the links in the mails. */
  siteUrl: string
  /** The product's sender address (MAIL_FROM). */
  fromAddress: string
  /** Only this event's due mails (the organisers' 'Send'); every event's otherwise (the schedule). */
  eventId?: string
  /** No new batch is claimed after this long: a run ends within the function's time limit. */
  budgetMs?: number
  batchSize?: number
}

export interface DrainResult {
  sent: number
  retrying: number
  failed: number
}

type Outcome = { id: string; outcome: 'sent' | 'retry' | 'failed'; error?: string }

async function sendOne(options: DrainOptions, row: ClaimedMail, look: MailLook | undefined): Promise<Outcome> {
  try {
    // Confirmations (issue 29) carry what to say instead of a mailing's subject and body.
    const message = row.confirmation ? confirmationMessage : guestMessage
    await options.transport.sendMail(message(row, options.siteUrl, options.fromAddress, look))
    return { id: row.id, outcome: 'sent' }
  } catch (error) {
    return { id: row.id, outcome: classifySendError(error), error: sendErrorReason(error) }
  }
}

/**
 * Sends what is due, batch after batch: claim (rows no other run holds), send each through the
 * pooled transport, record every answer with the claim. Stops when nothing is due or the budget
 * is spent; what is left waits for the next run.
 */
export async function drainGuestMails(options: DrainOptions): Promise<DrainResult> {
  const { db } = options
  const budgetMs = options.budgetMs ?? 5000
  const started = Date.now()
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 }
  // Each event's site, as its mails show it: read once per run.
  const looks = new Map<string, MailLook>()
  while (Date.now() - started < budgetMs) {
    const { data: rows, error } = await db.rpc('claim_guest_mails', {
      p_limit: options.batchSize ?? 50,
      p_event_id: options.eventId,
    })
    if (error) throw error
    if (!rows.length) break
    const eventOf = (row: ClaimedMail) => (row.event as { id: string }).id
    await addMailLooks(db, rows.map(eventOf), options.siteUrl, looks)
    const outcomes = await Promise.all(rows.map((row) => sendOne(options, row, looks.get(eventOf(row)))))
    const recorded = await db.rpc('record_guest_mail_results', { p_claim: rows[0].claim, p_results: outcomes })
    if (recorded.error) throw recorded.error
    for (const { outcome } of outcomes) {
      if (outcome === 'sent') result.sent++
      else if (outcome === 'retry') result.retrying++
      else result.failed++
    }
  }
  return result
}
