import { isEmailBudgetSpent, type AuthRefusal } from '../../src/lib/email-limits.js'

/** A refusal with the status and text /api/invite-user answers. */
export class InviteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The project's e-mails for the hour are spent (`[auth.rate_limit] email_sent`). The same words
 * whether the address has an account or not, so the answer still tells nobody which it is.
 */
export const EMAIL_BUDGET_SPENT =
  'No invitation e-mail can be sent right now: the e-mail limit for this hour is reached. Please try again later.'

/** The auth service's refusal of an invitation e-mail, in words the team screen shows as they come. */
export function inviteMailError(error: AuthRefusal & { status?: number }): InviteError {
  if (isEmailBudgetSpent(error)) return new InviteError(429, EMAIL_BUDGET_SPENT)
  if (error.code === 'email_exists') {
    return new InviteError(
      409,
      'An account exists for this e-mail address but has no user record. Ask an admin to restore it.',
    )
  }
  if (error.status === 429)
    return new InviteError(429, 'Too many e-mails were sent to this address. Please try again in a minute.')
  if (error.status && error.status >= 400 && error.status < 500) return new InviteError(400, error.message ?? '')
  return new InviteError(502, 'The invitation e-mail could not be sent. Please try again.')
}
