import type { Json } from './generated/database.types'

// Whatever could mean more than an address in a mailto: link or a mail header stays out.
const SAFE_ADDRESS = /^[^\s@,;:<>?"()[\]\\]+@[^\s@,;:<>?"()[\]\\]+$/

/**
 * The event's contact e-mail (websiteSettings.contactEmail): the address the organisers chose in
 * the website editor for guests to write to. The one reader of it, for the public page, the
 * editor and the mails to guests (Reply-To). The database stores only addresses that pass the
 * whole rule (contact-email-rule.ts, private.is_contact_email, EV021); this reader keeps to a
 * lighter check, so that the public page does not carry the whole rule's code.
 */
export function readContactEmail(websiteSettings: Json | undefined): string | null {
  const settings =
    websiteSettings && typeof websiteSettings === 'object' && !Array.isArray(websiteSettings) ? websiteSettings : {}
  const contact = typeof settings.contactEmail === 'string' ? settings.contactEmail.trim() : ''
  return SAFE_ADDRESS.test(contact) ? contact : null
}
