import type { AuthConfig } from '../../supabase/local/shared/config.ts'

/**
 * The suites sign in hundreds of times from one address and one client within minutes, so their
 * stacks lift the project-wide e-mail limit and the per-client sign-in and verification limits,
 * and keep a 1 s interval per address. The defaults of supabase/config.toml are proven in
 * tests/integration/auth-limits.test.ts.
 */
export const TEST_AUTH_LIMITS: Partial<AuthConfig> = {
  maxFrequency: 1,
  emailSentPerHour: 1_000_000,
  tokenVerificationsPer5Min: 1_000_000,
  signInsPer5Min: 1_000_000,
}
