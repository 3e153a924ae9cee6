import type { Json } from '../../../kernel/database.types'
import type { PublicEvent } from '../types'

/**
 * SPEC §8 'Your name is not in our guest list. Please contact {email} if it's a mistake', with
 * the contact address the organisers gave on their website, or a neutral stand-in: the
 * organisers' own e-mail addresses are never published by the public page.
 */
export function notOnListMessage(event: Pick<PublicEvent, 'websiteSettings'>): string {
  const settings = event.websiteSettings as Record<string, Json> | null
  const contact = typeof settings?.contactEmail === 'string' && settings.contactEmail.trim()
  return `Your name is not in our guest list. Please contact ${contact || 'the organisers'} if it's a mistake`
}
