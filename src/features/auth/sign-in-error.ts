import { isEmailBudgetSpent, type AuthRefusal } from '@kernel/email-limits'

export { secondsBeforeRetry } from '@kernel/email-limits'

export type SignInFailure = 'not-authorized' | 'email-budget' | 'too-many-requests' | 'failed'

// GoTrue's answers to a magic-link request for an address without an account (shouldCreateUser: false).
const UNKNOWN_USER_CODES = new Set(['otp_disabled', 'user_not_found', 'signup_disabled'])

export function classifySignInError(error: AuthRefusal): SignInFailure {
  if (error.code !== undefined && UNKNOWN_USER_CODES.has(error.code)) return 'not-authorized'
  if (isEmailBudgetSpent(error)) return 'email-budget'
  // `[auth.rate_limit] sign_in_sign_ups`: this client asked for too many links in 5 minutes.
  if (error.code === 'over_request_rate_limit') return 'too-many-requests'
  return 'failed'
}

/**
 * SPEC §8 "Sign-in" toasts; the two limits are beyond the spec, which has no text for them, and
 * say plainly that nothing is wrong with the address (the spec's 'Error' read as if it were).
 */
export const SIGN_IN_MESSAGES = {
  sent: { title: 'Link sent!', description: 'Please check your email for the login link.' },
  'not-authorized': { title: 'Access denied', description: 'This email is not authorized to access the admin panel.' },
  'email-budget': {
    title: 'E-mail limit reached',
    description: 'No more sign-in e-mails can be sent this hour. Please try again later.',
  },
  'too-many-requests': {
    title: 'Too many requests',
    description: 'Too many sign-in links were asked for from your network. Please wait a few minutes and try again.',
  },
  failed: { title: 'Error', description: 'An error occurred while sending the magic link.' },
} as const
