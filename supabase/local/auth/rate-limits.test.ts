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
