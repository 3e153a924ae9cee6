import type { SendMailOptions } from 'nodemailer'
import { readContactEmail } from '../../kernel/contact-email.js'
import type { Database, Json } from '../../kernel/generated/database.types.js'
import type { MailLook } from '../../kernel/guest-mail/mail-look.js'
import { rsvpLink, unsubscribeLink } from '../../kernel/guest-mail/mail-links.js'
import { readConfirmation, renderConfirmation } from '../../kernel/guest-mail/render-confirmation.js'
import {
  mailEventTitle,
  oneLine,
  renderGuestMail,
  type MailEvent,
} from '../../kernel/guest-mail/render-guest-mail.js'

export type ClaimedMail = Database['public']['Functions']['claim_guest_mails']['Returns'][number]

interface ClaimedEvent extends MailEvent {
  id: string
  slug: string | null
  contact_email: Json
}

/**
 * One claimed outbox row as nodemailer's message. Every header goes through nodemailer, which
 * encodes names and subjects (RFC 2047) and folds lines: nothing a guest's name or a subject
 * holds can start a header of its own. `look` is the event's site (guest-mail-looks.ts): every
 * guest mail is drawn in its frame (kernel/guest-mail/mail-layout.ts).
 */
export function guestMessage(row: ClaimedMail, siteUrl: string, fromAddress: string, look?: MailLook): SendMailOptions {
  const event = row.event as unknown as ClaimedEvent
  // The id, not the slug: a slug can change hands while the mail still sits in an inbox.
  const ref = event.id
  const unsubscribeUrl = unsubscribeLink(siteUrl, ref, row.invitation_token)
  const mail = renderGuestMail({
    event,
    guestName: row.guest_name,
    subject: row.subject,
    body: row.body,
    rsvpUrl: rsvpLink(siteUrl, ref, row.invitation_token),
    unsubscribeUrl,
    look,
  })
  const title = mailEventTitle(event)
  const replyTo = readContactEmail({ contactEmail: event.contact_email })
  return {
    from: { name: oneLine(title ? `${title} via Eventail` : 'Eventail'), address: fromAddress },
    to: { name: oneLine(row.guest_name), address: row.address },
    replyTo: replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // RFC 2369 and RFC 8058: mail clients offer 'Unsubscribe' and POST to it in one click.
    list: { unsubscribe: unsubscribeUrl },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/**
 * A confirmation's outbox row (an RSVP answer or a gift reservation, issue 29) as nodemailer's
 * message: the same sender, reply-to and headers as the organisers' mails; the personal and
 * unsubscribe links only when the recipient is on the guest list.
 */
export function confirmationMessage(
  row: ClaimedMail,
  siteUrl: string,
  fromAddress: string,
  look?: MailLook,
): SendMailOptions {
  const event = row.event as unknown as ClaimedEvent & { gift_instructions?: unknown }
  const confirmation = readConfirmation(row.confirmation)
  if (!confirmation) throw new Error('Not a confirmation')
  const token = row.invitation_token as string | null
  const unsubscribeUrl = token ? unsubscribeLink(siteUrl, event.id, token) : null
  const mail = renderConfirmation({
    event,
    recipientName: row.guest_name,
    confirmation,
    rsvpUrl: token ? rsvpLink(siteUrl, event.id, token) : null,
    unsubscribeUrl,
    look,
  })
  const title = mailEventTitle(event)
  const replyTo = readContactEmail({ contactEmail: event.contact_email })
  return {
    from: { name: oneLine(title ? `${title} via Eventail` : 'Eventail'), address: fromAddress },
    to: { name: oneLine(row.guest_name), address: row.address },
    replyTo: replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(unsubscribeUrl
      ? { list: { unsubscribe: unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
      : {}),
  }
}
