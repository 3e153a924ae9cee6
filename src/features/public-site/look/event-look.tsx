import type { PublicEvent } from '@kernel/public-event'
import { useEventAccent } from './use-event-accent'
import { useEventTheme } from './use-event-theme'
import { readWebsiteSettings } from '@kernel/website-settings'

/**
 * The event's theme and accent on a page of its own other than the main one (the upload page):
 * a guest coming from the wedding's page stays on the wedding's colours.
 */
export function EventLook({ event }: { event: PublicEvent }) {
  const look = readWebsiteSettings(event.websiteSettings)
  useEventTheme(look.theme)
  useEventAccent(look.accent)
  return null
}
