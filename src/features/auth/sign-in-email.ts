/** SPEC §5 admin sign-in: the e-mail is trimmed and lowercased before the link is requested. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase()
}
