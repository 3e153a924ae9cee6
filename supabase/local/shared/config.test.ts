import { describe, expect, it } from 'vitest'
import { authLimitsFromEnv, loadConfig, parseGoDuration } from './config.ts'

// supabase/config.toml: email_sent = 60, token_verifications = 30, sign_in_sign_ups = 4, max_frequency = "60s".
const limits = (env: NodeJS.ProcessEnv, auth = {}) => {
  const { emailSentPerHour, emailSentWindowSeconds, tokenVerificationsPer5Min, signInsPer5Min, maxFrequency } =
    loadConfig({ auth }, env).auth
  return { emailSentPerHour, emailSentWindowSeconds, tokenVerificationsPer5Min, signInsPer5Min, maxFrequency }
}

describe('auth limits: GoTrue variables over config.toml', () => {
  it('takes config.toml when no variable is set (or one is empty)', () => {
    const fromFile = {
      emailSentPerHour: 60,
      emailSentWindowSeconds: 3600,
      tokenVerificationsPer5Min: 30,
      signInsPer5Min: 4,
      maxFrequency: 60,
    }
    expect(limits({})).toEqual(fromFile)
    expect(limits({ GOTRUE_RATE_LIMIT_OTP: '', GOTRUE_SMTP_MAX_FREQUENCY: ' ' })).toEqual(fromFile)
  })

  it('takes each variable over its config.toml value, leaving the others', () => {
    expect(limits({ GOTRUE_RATE_LIMIT_OTP: '12' })).toMatchObject({ signInsPer5Min: 12, tokenVerificationsPer5Min: 30 })
    expect(
      limits({
        GOTRUE_RATE_LIMIT_EMAIL_SENT: '500',
        GOTRUE_RATE_LIMIT_VERIFY: '1000',
        GOTRUE_RATE_LIMIT_OTP: '100',
        GOTRUE_SMTP_MAX_FREQUENCY: '1s',
      }),
    ).toEqual({
      emailSentPerHour: 500,
      emailSentWindowSeconds: 3600,
      tokenVerificationsPer5Min: 1000,
      signInsPer5Min: 100,
      maxFrequency: 1,
    })
  })

  it('lets what the code passes (a test stack) win over the variables', () => {
    expect(limits({ GOTRUE_RATE_LIMIT_OTP: '12' }, { signInsPer5Min: 1_000_000 })).toMatchObject({
      signInsPer5Min: 1_000_000,
    })
  })

  it("reads GOTRUE_RATE_LIMIT_EMAIL_SENT's N/duration form as a bucket of N refilled one per duration", () => {
    expect(authLimitsFromEnv({ GOTRUE_RATE_LIMIT_EMAIL_SENT: '10/5m' })).toEqual({
      emailSentPerHour: 10,
      emailSentWindowSeconds: 3000,
    })
    // Nothing at all may be sent; the bucket's window stays positive.
    expect(authLimitsFromEnv({ GOTRUE_RATE_LIMIT_EMAIL_SENT: '0/1h' })).toEqual({
      emailSentPerHour: 0,
      emailSentWindowSeconds: 3600,
    })
  })

  it('reads GoTrue durations, and 0 as GoTrue does: its default minute', () => {
    expect(authLimitsFromEnv({ GOTRUE_SMTP_MAX_FREQUENCY: '1m30s' })).toEqual({ maxFrequency: 90 })
    expect(authLimitsFromEnv({ GOTRUE_SMTP_MAX_FREQUENCY: '0' })).toEqual({ maxFrequency: 60 })
  })

  it('refuses a value GoTrue would refuse, naming the variable', () => {
    expect(() => authLimitsFromEnv({ GOTRUE_RATE_LIMIT_VERIFY: 'lots' })).toThrow(
      'GOTRUE_RATE_LIMIT_VERIFY="lots": expected a number of requests',
    )
    expect(() => authLimitsFromEnv({ GOTRUE_RATE_LIMIT_OTP: '-1' })).toThrow(/^GOTRUE_RATE_LIMIT_OTP="-1"/)
    expect(() => authLimitsFromEnv({ GOTRUE_RATE_LIMIT_EMAIL_SENT: '10/often' })).toThrow(
      /^GOTRUE_RATE_LIMIT_EMAIL_SENT="10\/often"/,
    )
    // Go durations need a unit: "60" is not 60 seconds.
    expect(() => authLimitsFromEnv({ GOTRUE_SMTP_MAX_FREQUENCY: '60' })).toThrow(/^GOTRUE_SMTP_MAX_FREQUENCY: /)
    expect(() => loadConfig({}, { GOTRUE_RATE_LIMIT_VERIFY: 'lots' })).toThrow(/GOTRUE_RATE_LIMIT_VERIFY/)
  })
})

describe('parseGoDuration', () => {
  it.each([
    ['60s', 60],
    ['1m', 60],
    ['1m30s', 90],
    ['1.5h', 5400],
    ['500ms', 0.5],
    ['0', 0],
  ])('%s is %d s', (text, seconds) => {
    expect(parseGoDuration(text)).toBeCloseTo(seconds, 9)
  })

  it.each(['', '60', '1 m', 'm', '1d', '-1s'])('refuses %j', (text) => {
    expect(() => parseGoDuration(text)).toThrow(/invalid duration/)
  })
})
