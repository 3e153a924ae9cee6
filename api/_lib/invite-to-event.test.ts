import { expect, it } from 'vitest'
import { EMAIL_BUDGET_SPENT, inviteMailError } from './invite-to-event'

it("says plainly when the project's e-mails for the hour are spent", () => {
  const error = inviteMailError({
    status: 429,
    code: 'over_email_send_rate_limit',
    message: 'Email rate limit exceeded',
  })
  expect(error).toMatchObject({ status: 429, message: EMAIL_BUDGET_SPENT })
})

it("keeps the per-address wait apart from the project's limit", () => {
  const error = inviteMailError({
    status: 429,
    code: 'over_email_send_rate_limit',
    message: 'For security purposes, you can only request this after 42 seconds.',
  })
  expect(error).toMatchObject({
    status: 429,
    message: 'Too many e-mails were sent to this address. Please try again in a minute.',
  })
})

it('passes other refusals on as before', () => {
  expect(inviteMailError({ status: 422, code: 'email_exists', message: 'x' }).status).toBe(409)
  expect(
    inviteMailError({ status: 400, code: 'validation_failed', message: 'Unable to validate email address' }),
  ).toMatchObject({ status: 400, message: 'Unable to validate email address' })
  expect(inviteMailError({ status: 500, message: 'boom' }).status).toBe(502)
})
