import { AUTH_LIMIT_VARIABLES, type AuthConfig } from '../shared/config.ts'

/**
 * The suites sign in hundreds of times from one address and one client within minutes, so their
 * stacks lift the project-wide e-mail limit and the per-client sign-in and verification limits,
 * and keep a 1 s interval per address. The defaults of supabase/config.toml are proven in
 * tests/auth/limits.test.ts.
 */
const TEST_AUTH_LIMITS: Partial<AuthConfig> = {
  maxFrequency: 1,
  emailSentPerHour: 1_000_000,
  tokenVerificationsPer5Min: 1_000_000,
  signInsPer5Min: 1_000_000,
}

/**
 * TEST_AUTH_LIMITS but for the limits GoTrue's variables set: a run such as
 * `GOTRUE_RATE_LIMIT_OTP=4 npx playwright test` gets the limit it asks for.
 */
export function testAuthLimits(env: NodeJS.ProcessEnv = process.env): Partial<AuthConfig> {
  const limits = { ...TEST_AUTH_LIMITS }
  for (const [key, name] of Object.entries(AUTH_LIMIT_VARIABLES))
    if (env[name]?.trim()) delete limits[key as keyof typeof AUTH_LIMIT_VARIABLES]
  return limits
}
