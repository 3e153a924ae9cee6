import type { AuthConfig } from './types.ts'
import { parseGoDuration } from './units.ts'

function parseCount(name: string, value: string): number {
  if (!/^\+?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(value.trim()))
    throw new Error(`${name}="${value}": expected a number of requests`)
  return Number(value)
}

/**
 * GoTrue's own variables for the auth limits. A stack honours them over config.toml, as the
 * Supabase CLI hands config.toml to GoTrue through them, so a test suite or a staging stack changes
 * a limit without editing the file.
 * https://github.com/supabase/auth/blob/master/internal/conf/configuration.go (RateLimit*, SMTP.MaxFrequency)
 * https://github.com/supabase/auth/blob/master/internal/api/apilimiter/apilimiter.go
 * https://github.com/supabase/cli/blob/develop/internal/start/start.go (the CLI sets them from config.toml;
 *   email_sent only when config.toml configures an SMTP server)
 */
export const AUTH_LIMIT_VARIABLES = {
  emailSentPerHour: 'GOTRUE_RATE_LIMIT_EMAIL_SENT',
  tokenVerificationsPer5Min: 'GOTRUE_RATE_LIMIT_VERIFY',
  signInsPer5Min: 'GOTRUE_RATE_LIMIT_OTP',
  maxFrequency: 'GOTRUE_SMTP_MAX_FREQUENCY',
} as const satisfies Partial<Record<keyof AuthConfig, string>>

/** The auth limits the environment sets (an empty variable counts as unset); a bad value stops the stack. */
export function authLimitsFromEnv(env: NodeJS.ProcessEnv): Partial<AuthConfig> {
  const read = (name: string) => (env[name]?.trim() ? env[name] : undefined)
  const limits: Partial<AuthConfig> = {}
  const emailSent = read(AUTH_LIMIT_VARIABLES.emailSentPerHour)
  if (emailSent !== undefined) {
    // GoTrue's Rate: "N" is N an hour; "N/duration" is a bucket of N refilled one per duration.
    const [events, every] = emailSent.split('/')
    const name = AUTH_LIMIT_VARIABLES.emailSentPerHour
    if (every === undefined) {
      limits.emailSentPerHour = parseCount(name, events)
      limits.emailSentWindowSeconds = 3600
    } else {
      if (!/^\d+$/.test(events.trim())) throw new Error(`${name}="${emailSent}": expected N or N/duration`)
      let seconds: number
      try {
        seconds = parseGoDuration(every)
      } catch (error) {
        throw new Error(`${name}="${emailSent}": expected N or N/duration, e.g. 10/5m`, { cause: error })
      }
      limits.emailSentPerHour = Number(events)
      // At least one refill period, so that a bucket of 0 stays empty instead of dividing by 0.
      limits.emailSentWindowSeconds = Math.max(Number(events), 1) * (seconds || 3600)
    }
  }
  const verify = read(AUTH_LIMIT_VARIABLES.tokenVerificationsPer5Min)
  if (verify !== undefined)
    limits.tokenVerificationsPer5Min = parseCount(AUTH_LIMIT_VARIABLES.tokenVerificationsPer5Min, verify)
  const otp = read(AUTH_LIMIT_VARIABLES.signInsPer5Min)
  if (otp !== undefined) limits.signInsPer5Min = parseCount(AUTH_LIMIT_VARIABLES.signInsPer5Min, otp)
  const frequency = read(AUTH_LIMIT_VARIABLES.maxFrequency)
  if (frequency !== undefined) {
    let seconds: number
    try {
      seconds = parseGoDuration(frequency)
    } catch (error) {
      throw new Error(`${AUTH_LIMIT_VARIABLES.maxFrequency}: ${(error as Error).message}`, { cause: error })
    }
    // GoTrue reads 0 as unset and applies its default of a minute.
    limits.maxFrequency = seconds || 60
  }
  return limits
}
