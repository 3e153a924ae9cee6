/** An auth service refusal as supabase-js reports it (AuthError's `code`, and `message` = GoTrue's `msg`). */
export interface AuthRefusal {
  code?: string
  message?: string
}

/**
 * GoTrue refuses a second e-mail to the same address within `max_frequency` saying how long to
 * wait ("For security purposes, you can only request this after 42 seconds."), null otherwise.
 */
export function secondsBeforeRetry(error: AuthRefusal): number | null {
  if (error.code !== 'over_email_send_rate_limit') return null
  const seconds = /after (\d+) seconds?/.exec(error.message ?? '')?.[1]
  return seconds ? Number(seconds) : null
}

/**
 * Whether the project's e-mails for the hour are spent (`[auth.rate_limit] email_sent`): GoTrue
 * answers it with the same code as one address's wait, "Email rate limit exceeded", and no wait.
 * https://supabase.com/docs/guides/auth/rate-limits
 */
export function isEmailBudgetSpent(error: AuthRefusal): boolean {
  return error.code === 'over_email_send_rate_limit' && secondsBeforeRetry(error) === null
}
