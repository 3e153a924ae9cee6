/**
 * What a contact e-mail may be (see contact-email.ts): the editor checks it as the organisers
 * type, and the database checks the same rule (private.is_contact_email, EV021).
 */
export const CONTACT_EMAIL_MAX = 254

export const CONTACT_EMAIL_MESSAGES = {
  invalid: 'Please enter a valid e-mail address.',
} as const

// Dot-separated atoms before the @ (none of the characters that mean something in a mailto: link
// or a mail header), then a domain of at least two labels ending in a letter-led one.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const ADDRESS = new RegExp(
  `^[A-Za-z0-9_+'-]+(?:\\.[A-Za-z0-9_+'-]+)*@(?:${LABEL}\\.)+[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$`,
)

/** Whether `address` (already trimmed) is one the database takes as a contact e-mail. */
export function isContactEmail(address: string): boolean {
  return address.length <= CONTACT_EMAIL_MAX && address.indexOf('@') <= 64 && ADDRESS.test(address)
}
