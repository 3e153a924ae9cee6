import { expect, it } from 'vitest'
import { classifySignInError, secondsBeforeRetry } from './sign-in-error'

it.each([
  ['otp_disabled', 'not-authorized'],
  ['user_not_found', 'not-authorized'],
  ['over_email_send_rate_limit', 'failed'],
  [undefined, 'failed'],
] as const)('GoTrue code %s means %s', (code, expected) => {
  expect(classifySignInError({ code })).toBe(expected)
})

it("reads GoTrue's wait before another link to the same address", () => {
  const message = 'For security purposes, you can only request this after 42 seconds.'
  expect(secondsBeforeRetry({ code: 'over_email_send_rate_limit', message })).toBe(42)
  // The project-wide hourly limit says no time: no countdown is made up.
  expect(secondsBeforeRetry({ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' })).toBeNull()
  expect(secondsBeforeRetry({ code: 'otp_disabled', message })).toBeNull()
})
