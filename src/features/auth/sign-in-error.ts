export type SignInFailure = 'not-authorized' | 'failed'

// GoTrue's answers to a magic-link request for an address without an account (shouldCreateUser: false).
const UNKNOWN_USER_CODES = new Set(['otp_disabled', 'user_not_found', 'signup_disabled'])

export function classifySignInError(error: { code?: string }): SignInFailure {
  return error.code !== undefined && UNKNOWN_USER_CODES.has(error.code) ? 'not-authorized' : 'failed'
}

/**
 * GoTrue refuses a second link to the same address within a minute, saying how long to wait
 * ("For security purposes, you can only request this after 42 seconds."): a reload or a second
 * tab does not know the countdown the first one showed, so the answer restarts it.
 */
export function secondsBeforeRetry(error: { code?: string; message?: string }): number | null {
  if (error.code !== 'over_email_send_rate_limit') return null
  const seconds = /after (\d+) seconds?/.exec(error.message ?? '')?.[1]
  return seconds ? Number(seconds) : null
}

/** SPEC §8 "Sign-in" toasts. */
export const SIGN_IN_MESSAGES = {
  sent: { title: 'Link sent!', description: 'Please check your email for the login link.' },
  'not-authorized': { title: 'Access denied', description: 'This email is not authorized to access the admin panel.' },
  failed: { title: 'Error', description: 'An error occurred while sending the magic link.' },
} as const
