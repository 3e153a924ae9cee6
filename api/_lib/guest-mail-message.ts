import type { SendMailOptions } from 'nodemailer'
import { readContactEmail } from '../../src/kernel/contact-email.js'
import type { Database, Json } from '../../src/kernel/database.types.js'
import type { MailLook } from '../../src/kernel/guest-mail/mail-look.js'
import { rsvpLink, unsubscribeLink } from '../../src/kernel/guest-mail/mail-links.js'
import {
  mailEventTitle,
  oneLine,
  renderGuestMail,
  type MailEvent,
} from '../../src/kernel/guest-mail/render-guest-mail.js'

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
 * guest mail is drawn in its frame (src/kernel/guest-mail/mail-layout.ts).
 */
export function guestMessage(row: ClaimedMail, siteUrl: string, fromAddress: string, look?: MailLook): SendMailOptions {
  const event = row.event as unknown as ClaimedEvent
  const ref = event.slug || event.id
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
