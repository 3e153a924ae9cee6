import { describe, expect, it } from 'vitest'
import { RateLimiter, WrongCodeCounter } from './rate-limits.ts'

describe('RateLimiter', () => {
  it('lets `capacity` requests through, then refills evenly over the window', () => {
    let now = 0
    const limiter = new RateLimiter(30, 300_000, () => now)
    const passed = Array.from({ length: 40 }, () => limiter.take('1.2.3.4')).filter(Boolean).length
    expect(passed).toBe(30)
    expect(limiter.take('5.6.7.8')).toBe(true)
    now += 10_000 // 300 s / 30 = one request every 10 s
    expect(limiter.take('1.2.3.4')).toBe(true)
    expect(limiter.take('1.2.3.4')).toBe(false)
    now += 300_000
    expect(Array.from({ length: 31 }, () => limiter.take('1.2.3.4')).filter(Boolean).length).toBe(30)
  })
})

describe('WrongCodeCounter', () => {
  it('spends a code at the fifth miss, and counts again for a new code', () => {
    const counter = new WrongCodeCounter(5)
    expect([1, 2, 3, 4].map(() => counter.miss('u', 'hash-a'))).toEqual([false, false, false, false])
    expect(counter.miss('u', 'hash-a')).toBe(true)
    expect(counter.miss('u', 'hash-b')).toBe(false)
    expect(counter.miss('v', 'hash-b')).toBe(false)
  })
})

describe('the e-mail budget with its reserve', () => {
  it('keeps a quarter of email_sent for users who signed in before, at most 3 an hour per address', async () => {
    const { authLimits, reserveOf, takeEmailBudget } = await import('./rate-limits.ts')
    expect(reserveOf(60)).toBe(15)
    expect(reserveOf(2)).toBe(0)
    const limits = authLimits({
      tokenVerificationsPer5Min: 30,
      signInsPer5Min: 4,
      emailSentPerHour: 20,
      emailSentWindowSeconds: 3600,
      maxFrequency: 60,
      wrongCodesPerToken: 5,
    } as Parameters<typeof authLimits>[0])
    const shared = Array.from({ length: 20 }, () => takeEmailBudget(limits)).filter(Boolean).length
    expect(shared).toBe(15)
    // The shared part is spent: only a returning user's address takes from the reserve (5).
    expect(takeEmailBudget(limits)).toBe(false)
    expect([1, 2, 3, 4].map(() => takeEmailBudget(limits, 'couple@example.test'))).toEqual([true, true, true, false])
    expect([1, 2, 3].map(() => takeEmailBudget(limits, 'partner@example.test'))).toEqual([true, true, false])
  })
})

describe('PhantomSends', () => {
  it('makes an address without a mail wait max_frequency, as a known one waits', async () => {
    const { PhantomSends } = await import('./rate-limits.ts')
    let now = 0
    const sends = new PhantomSends(60, () => now)
    expect(sends.wait('a@example.test')).toBe(0)
    sends.record('a@example.test')
    now += 1500
    expect(sends.wait('a@example.test')).toBeCloseTo(58.5)
    now += 58_500
    expect(sends.wait('a@example.test')).toBe(0)
  })
})
