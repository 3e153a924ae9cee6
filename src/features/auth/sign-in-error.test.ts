import { expect, it } from 'vitest'
import { classifySignInError, secondsBeforeRetry } from './sign-in-error'

it.each([
  ['otp_disabled', 'Signups not allowed for otp', 'not-authorized'],
  ['signup_disabled', 'Signups not allowed for this instance', 'not-authorized'],
  ['user_not_found', 'User not found', 'not-authorized'],
  // The project's e-mails for the hour are spent: said plainly, not as a failure to send.
  ['over_email_send_rate_limit', 'Email rate limit exceeded', 'email-budget'],
  // This address had a link a moment ago: the countdown restarts (secondsBeforeRetry).
  ['over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.', 'failed'],
  ['over_request_rate_limit', 'Request rate limit reached', 'too-many-requests'],
  [undefined, 'Failed to fetch', 'failed'],
] as const)('GoTrue code %s (%s) means %s', (code, message, expected) => {
  expect(classifySignInError({ code, message })).toBe(expected)
})

it("reads GoTrue's wait before another link to the same address", () => {
  const message = 'For security purposes, you can only request this after 42 seconds.'
  expect(secondsBeforeRetry({ code: 'over_email_send_rate_limit', message })).toBe(42)
  // The project-wide hourly limit says no time: no countdown is made up.
  expect(secondsBeforeRetry({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' })).toBeNull()
  expect(secondsBeforeRetry({ code: 'otp_disabled', message })).toBeNull()
})
