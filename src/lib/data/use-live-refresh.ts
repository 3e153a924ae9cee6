import { useEffect, useRef } from 'react'
import { useSWRConfig } from 'swr'
import { realtime } from '../supabase'
import { keyFilter, type KeyMatch } from './query-keys'

/** Which row changes to hear: a table of the `supabase_realtime` publication, narrowed by a filter. */
export interface LiveSource {
  table: string
  /** PostgREST-style filter, e.g. `event_id=eq.${eventId}`. */
  filter: string
  event: 'INSERT' | '*'
}

// supabase-js hands back the existing channel for a topic already in use: each subscriber gets its own.
let channelCount = 0

/**
 * Live updates without polling: each change of `source` (and each (re)join, which covers what
 * happened while the socket was down) revalidates the cached reads `refreshes` names. RLS applies
 * to the refetch; the change's payload is only a signal. `null` listens to nothing.
 */
export function useLiveRefresh(source: LiveSource | null, refreshes: readonly KeyMatch[]): void {
  const { mutate } = useSWRConfig()
  const latest = useRef(refreshes)
  useEffect(() => {
    latest.current = refreshes
  })
  const table = source?.table
  const filter = source?.filter
  const event = source?.event
  useEffect(() => {
    if (!table || !filter || !event) return
    const changed = () => {
      for (const match of latest.current) void mutate(keyFilter(match))
    }
    // The realtime client loads with the first screen that listens; changes made meanwhile are
    // caught by the join's refresh.
    let stopped = false
    let leave = () => {
      stopped = true
    }
    realtime().then(
      (client) => {
        if (stopped) return
        const channel = client
          .channel(`${table}:${++channelCount}`)
          .on('postgres_changes', { event, schema: 'public', table, filter }, changed)
          .subscribe((status) => {
            if (status === 'SUBSCRIBED') changed()
          })
        leave = () => void client.removeChannel(channel)
      },
      (error: unknown) => console.error('Live updates are off: the realtime client could not be loaded', error),
    )
    return () => leave()
  }, [table, filter, event, mutate])
}
