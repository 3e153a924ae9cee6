import type { AuthRefusal } from '@kernel/email-limits'

/** `[auth.email] otp_length`: the sign-in e-mail's code. */
export const CODE_LENGTH = 6
/** `[auth.email] otp_expiry`: a code (like its link) works for an hour. */
export const CODE_LIFETIME_MS = 3600_000

/** The code as typed or pasted ("123 456", "123-456"): its digits, or null when it is not 6 of them. */
export function parseSignInCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits) ? digits : null
}

export type CodeFailure = 'malformed' | 'wrong' | 'expired' | 'too-many-attempts' | 'failed'

/**
 * Why verifyOtp refused a code. GoTrue answers a wrong code, a used one, one spent after too many
 * wrong tries and an expired one alike (403 otp_expired, 'Token has expired or is invalid'); the
 * time since this page asked for the e-mail tells an expired code apart.
 */
export function classifyCodeError(error: AuthRefusal & { status?: number }, sentAt: number, now: number): CodeFailure {
  // `[auth.rate_limit] token_verifications`: this client checked too many codes or links.
  if (error.code === 'over_request_rate_limit' || error.status === 429) return 'too-many-attempts'
  if (error.code === 'otp_expired' || error.status === 403)
    return now - sentAt >= CODE_LIFETIME_MS ? 'expired' : 'wrong'
  return 'failed'
}

export const CODE_MESSAGES: Record<CodeFailure, string> = {
  malformed: `Enter the ${CODE_LENGTH}-digit code from the sign-in e-mail.`,
  wrong: 'This code does not match your latest sign-in e-mail, or it no longer works. Check it, or ask for a new link.',
  expired: 'This code has expired: codes work for one hour. Ask for a new link and enter the code from that e-mail.',
  'too-many-attempts': 'Too many codes were tried from your network. Please wait a few minutes and try again.',
  failed: 'The code could not be checked. Please try again.',
}
