import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSwrConfig, isSlowConnection, retryDelay } from './swr-config'

describe('retryDelay', () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 30_000],
    [10, 30_000],
  ])('retry %i waits %i ms', (retry, delay) => {
    expect(retryDelay(retry, 5_000)).toBe(delay)
  })
})

it('counts 2G links as slow', () => {
  const nav = (effectiveType?: string) => ({ connection: { effectiveType } }) as unknown as Navigator
  expect(isSlowConnection(nav('2g'))).toBe(true)
  expect(isSlowConnection(nav('slow-2g'))).toBe(true)
  expect(isSlowConnection(nav('4g'))).toBe(false)
  expect(isSlowConnection(undefined)).toBe(false)
})

describe('createSwrConfig', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('follows SPEC §9', () => {
    expect(createSwrConfig(false)).toMatchObject({
      dedupingInterval: 2_000,
      focusThrottleInterval: 5_000,
      errorRetryInterval: 5_000,
      errorRetryCount: 3,
    })
    expect(createSwrConfig(true).errorRetryInterval).toBe(10_000)
  })

  it('retries three times with growing delays, then stops', () => {
    vi.useFakeTimers()
    const config = createSwrConfig(false)
    const revalidate = vi.fn()
    const retry = (retryCount: number) =>
      config.onErrorRetry!(new Error('x'), 'key', config as never, revalidate, { retryCount, dedupe: true })
    retry(2)
    vi.advanceTimersByTime(9_999)
    expect(revalidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(revalidate).toHaveBeenCalledWith({ retryCount: 2, dedupe: true })
    retry(4)
    vi.advanceTimersByTime(60_000)
    expect(revalidate).toHaveBeenCalledTimes(1)
  })
})
