import { rsvpLink, unsubscribeLink } from '@kernel/guest-mail/mail-links'
import { readMailLook } from '@kernel/guest-mail/mail-look'
import { renderGuestMail, type RenderedMail } from '@kernel/guest-mail/render-guest-mail'
import type { EventRow } from '@/entities/event'
import { publicMediaUrl } from '@/lib/media'
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
  const settings = event.websiteSettings as { bg_image?: unknown } | null
  // The background's public copy, as the mail has it (the drain leaves it out until it exists).
  const background =
    typeof settings?.bg_image === 'string' && settings.bg_image ? publicMediaUrl(settings.bg_image) : null
  return renderGuestMail({
    event,
    guestName: guest.name,
    subject,
    body,
    rsvpUrl: rsvpLink(siteUrl, ref, guest.invitation_token),
    unsubscribeUrl: unsubscribeLink(siteUrl, ref, guest.invitation_token),
    look: readMailLook(event.websiteSettings, siteUrl, background),
  })
}
