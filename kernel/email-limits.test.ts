import { expect, it } from 'vitest'
import { isEmailBudgetSpent, secondsBeforeRetry } from './email-limits'

const perAddress = {
  code: 'over_email_send_rate_limit',
  message: 'For security purposes, you can only request this after 42 seconds.',
}
const budget = { code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' }

it("reads GoTrue's wait before another e-mail to the same address", () => {
  expect(secondsBeforeRetry(perAddress)).toBe(42)
  expect(
    secondsBeforeRetry({ ...perAddress, message: 'For security purposes, you can only request this after 1 second.' }),
  ).toBe(1)
  // The project-wide hourly limit says no time: no countdown is made up.
  expect(secondsBeforeRetry(budget)).toBeNull()
  expect(secondsBeforeRetry({ code: 'otp_disabled', message: perAddress.message })).toBeNull()
})

it("tells the project's spent e-mail budget from one address's wait and from other refusals", () => {
  expect(isEmailBudgetSpent(budget)).toBe(true)
  expect(isEmailBudgetSpent(perAddress)).toBe(false)
  expect(isEmailBudgetSpent({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toBe(false)
  expect(isEmailBudgetSpent({ code: 'otp_disabled', message: 'Signups not allowed for otp' })).toBe(false)
  expect(isEmailBudgetSpent({})).toBe(false)
})
