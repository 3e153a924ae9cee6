import { fail } from './errors.ts'

// The format badoux/checkmail accepts, which GoTrue uses.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/**
 * Validates and lowercases an address as GoTrue's validateEmail does.
 * https://github.com/supabase/auth/blob/master/internal/api/mail.go (validateEmail)
 */
export function validateEmail(email: string): string {
  if (email === '') throw fail.validation('An email address is required')
  if (email.length > 255) throw fail.validation('An email address is too long')
  if (!EMAIL_FORMAT.test(email)) throw fail.validation('Unable to validate email address: invalid format')
  return email.toLowerCase()
}

/** E.164 without the plus, after dropping spaces, dashes, brackets and '+' (validatePhone). */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/[\s+\-()]/g, '')
  if (!/^[1-9]\d{4,14}$/.test(digits)) throw fail.validation('Invalid phone number format (E.164 required)')
  return digits
}

/** Go duration strings as `ban_duration` takes them ("24h", "90m", "1h30m", "none"). */
export function parseGoDuration(text: string): number {
  if (text === 'none') return 0
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)]
  if (!parts.length || parts.map((p) => p[0]).join('') !== text) {
    throw fail.validation(`invalid format for ban duration: time: invalid duration "${text}"`)
  }
  return parts.reduce((sum, p) => sum + Number(p[1]) * units[p[2]], 0)
}
