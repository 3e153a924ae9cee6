import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { keyStartsWith } from '../../../lib/data/query-keys'

/**
 * SPEC §7 "after every write": todos per event and all todos per user (the dashboard widget) are
 * both keys starting with 'todos'. Completing a todo also adds a todo_completed row to the feed,
 * so `activity` refreshes every cached event_activity read too (the overview and activity screens).
 * The assignee's bell is not ours to refresh: it hears its new notification through realtime.
 */
export function useRevalidateTodos() {
  const { mutate } = useSWRConfig()
  return useCallback(
    async ({ activity = false }: { activity?: boolean } = {}) => {
      await Promise.all([
        mutate(keyStartsWith('todos')),
        activity ? mutate(keyStartsWith('event_activity')) : undefined,
      ])
    },
    [mutate],
  )
}
