import { expect, it } from 'vitest'
import { classifySignInError } from './sign-in-error'

it.each([
  ['otp_disabled', 'not-authorized'],
  ['user_not_found', 'not-authorized'],
  ['over_email_send_rate_limit', 'failed'],
  [undefined, 'failed'],
] as const)('GoTrue code %s means %s', (code, expected) => {
  expect(classifySignInError({ code })).toBe(expected)
})
