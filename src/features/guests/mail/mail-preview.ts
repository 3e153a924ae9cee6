import { rsvpLink, unsubscribeLink } from '@/kernel/guest-mail/mail-links'
import { renderGuestMail, type RenderedMail } from '@/kernel/guest-mail/render-guest-mail'
import type { EventRow } from '@/features/events'
import type { GuestRow } from '../types'

/** The mail as `guest` will receive it: the drain's own renderer, with the app's public origin. */
export function previewMail(
  event: EventRow,
  siteUrl: string,
  guest: Pick<GuestRow, 'name' | 'invitation_token'>,
  subject: string,
  body: string,
): RenderedMail {
  // The event's id, as the drain writes it: a slug can change hands while a mail sits in an inbox.
  const ref = event.id
  return renderGuestMail({
    event,
    guestName: guest.name,
    subject,
    body,
    rsvpUrl: rsvpLink(siteUrl, ref, guest.invitation_token),
    unsubscribeUrl: unsubscribeLink(siteUrl, ref, guest.invitation_token),
  })
}
