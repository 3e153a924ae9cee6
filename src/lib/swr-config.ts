import type { SWRConfiguration } from 'swr'

/**
 * SPEC §9 "Data cache". The spec's 5-minute cache lifetime has no SWR counterpart: SWR keeps
 * entries for the page's life and revalidates on mount, and evicting a key under a mounted hook
 * would leave it loading until the next focus, so no eviction is done.
 */
export const CACHE_SETTINGS = {
  dedupingInterval: 2_000,
  errorRetryInterval: 5_000,
  slowErrorRetryInterval: 10_000,
  focusThrottleInterval: 5_000,
  errorRetryCount: 3,
  maxRetryDelay: 30_000,
} as const

/** Exponential back-off from the base interval (SWR's retryCount starts at 1), capped at 30 s. */
export function retryDelay(retryCount: number, interval: number): number {
  return Math.min(interval * 2 ** Math.max(0, retryCount - 1), CACHE_SETTINGS.maxRetryDelay)
}

/** The Network Information API's view of a slow link (2G); absent in most browsers. */
export function isSlowConnection(nav: Navigator | undefined = globalThis.navigator): boolean {
  const type = (nav as { connection?: { effectiveType?: string } } | undefined)?.connection?.effectiveType
  return type === 'slow-2g' || type === '2g'
}

export function createSwrConfig(slow = isSlowConnection()): SWRConfiguration {
  return {
    dedupingInterval: CACHE_SETTINGS.dedupingInterval,
    focusThrottleInterval: CACHE_SETTINGS.focusThrottleInterval,
    errorRetryInterval: slow ? CACHE_SETTINGS.slowErrorRetryInterval : CACHE_SETTINGS.errorRetryInterval,
    errorRetryCount: CACHE_SETTINGS.errorRetryCount,
    onErrorRetry(_error, _key, config, revalidate, options) {
      if (options.retryCount > (config.errorRetryCount ?? CACHE_SETTINGS.errorRetryCount)) return
      setTimeout(() => revalidate(options), retryDelay(options.retryCount, config.errorRetryInterval))
    },
  }
}
