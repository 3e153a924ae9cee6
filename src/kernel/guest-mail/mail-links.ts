/**
 * The links a guest's e-mail carries, all built on the guest's invitation token: nothing else
 * identifies the guest in a URL.
 */
const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '')

/** The guest's own RSVP link, as 'Copy RSVP link' gives it: it opens the wizard at their answer. */
export function rsvpLink(siteUrl: string, eventRef: string, token: string): string {
  return `${origin(siteUrl)}/${encodeURIComponent(eventRef)}?invite=${encodeURIComponent(token)}`
}

/** The page the 'Se désabonner' link opens. */
export function unsubscribePageLink(siteUrl: string, eventRef: string, token: string): string {
  return `${origin(siteUrl)}/${encodeURIComponent(eventRef)}/unsubscribe?token=${encodeURIComponent(token)}`
}

/** The List-Unsubscribe address, which mail clients POST to (RFC 8058 one-click). */
export function oneClickUnsubscribeLink(siteUrl: string, eventRef: string, token: string): string {
  return `${origin(siteUrl)}/api/unsubscribe?event=${encodeURIComponent(eventRef)}&token=${encodeURIComponent(token)}`
}
