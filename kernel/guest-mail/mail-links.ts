/**
 * The links a guest's e-mail carries, all built on the guest's invitation token: nothing else
 * identifies the guest in a URL.
 */
const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '')

/** The guest's own RSVP link, as 'Copy RSVP link' gives it: it opens the wizard at their answer. */
export function rsvpLink(siteUrl: string, eventRef: string, token: string): string {
  return `${origin(siteUrl)}/${encodeURIComponent(eventRef)}?invite=${encodeURIComponent(token)}`
}

/**
 * The 'Se désabonner' link and the List-Unsubscribe address (api/unsubscribe): a page where the
 * guest confirms (GET), and RFC 8058's one-click POST that mail clients send for them.
 */
export function unsubscribeLink(siteUrl: string, eventRef: string, token: string): string {
  return `${origin(siteUrl)}/api/unsubscribe?event=${encodeURIComponent(eventRef)}&token=${encodeURIComponent(token)}`
}
