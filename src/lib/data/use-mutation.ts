import { useCallback, useLayoutEffect, useRef } from 'react'
import { useSWRConfig } from 'swr'
import { keyFilter, type KeyMatch } from './query-keys'

export interface MutationSpec<Args extends unknown[], Result> {
  /** The write: a fetcher that throws (supabase-js `.throwOnError()`, postApi's answer read, …). */
  write: (...args: Args) => Promise<Result>
  /** Every cached read the write changes (SPEC §7 "after every write"), revalidated once it succeeded. */
  refreshes: (result: Result, ...args: Args) => readonly KeyMatch[]
  /** Reads known to be gone once the write succeeded: emptied without a request. */
  forgets?: (result: Result, ...args: Args) => readonly KeyMatch[]
  /**
   * What the screen shows at once, before the server answers. The `refreshes` run whatever the
   * outcome (with no result when the write failed), so a failure puts the server's truth back.
   */
  optimistic?: { matches: (...args: Args) => KeyMatch; update: (current: unknown, ...args: Args) => unknown }
}

/**
 * The one way a feature writes: `useX` hooks in `features/<x>/api/` wrap their fetcher here with
 * exactly the cache refreshes it needs, and resolve once those reads are fresh. The returned
 * function is stable across renders; it always runs the latest spec.
 */
export function useMutation<Args extends unknown[], Result>(
  spec: MutationSpec<Args, Result>,
): (...args: Args) => Promise<Result> {
  const { mutate } = useSWRConfig()
  const latest = useRef(spec)
  useLayoutEffect(() => {
    latest.current = spec
  })
  return useCallback(
    async (...args: Args) => {
      const { write, refreshes, forgets, optimistic } = latest.current
      const revalidate = (matches: readonly KeyMatch[]) => Promise.all(matches.map((match) => mutate(keyFilter(match))))
      if (optimistic) {
        await mutate(
          keyFilter(optimistic.matches(...args)),
          (current: unknown) => optimistic.update(current, ...args),
          {
            revalidate: false,
          },
        )
      }
      let result: Result
      try {
        result = await write(...args)
      } catch (error) {
        if (optimistic) await revalidate(refreshes(undefined as Result, ...args))
        throw error
      }
      await Promise.all([
        revalidate(refreshes(result, ...args)),
        ...(forgets?.(result, ...args) ?? []).map((match) => mutate(keyFilter(match), null, { revalidate: false })),
      ])
      return result
    },
    [mutate],
  )
}
