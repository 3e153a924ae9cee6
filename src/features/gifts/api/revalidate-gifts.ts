import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { keyStartsWith } from '../../../lib/data/query-keys'

/**
 * SPEC §7 "after every write": every cached read of gifts (this screen, the overview's money card).
 * Undoing a reservation also adds a row to the feed, so `activity` refreshes every cached
 * event_activity read too.
 */
export function useRevalidateGifts() {
  const { mutate } = useSWRConfig()
  return useCallback(
    async ({ activity = false }: { activity?: boolean } = {}) => {
      await Promise.all([
        mutate(keyStartsWith('gifts')),
        activity ? mutate(keyStartsWith('event_activity')) : undefined,
      ])
    },
    [mutate],
  )
}
