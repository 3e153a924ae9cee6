import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { supabase } from '../../../lib/supabase'
import { keyStartsWith } from '../../../lib/data/query-keys'
import type { EventRow } from '../types'
import { isReadOfEvent } from './event-read-keys'

// The Storage API's bulk delete takes at most 1000 paths per request.
const REMOVE_BATCH = 1000

/**
 * Deletes an event the way the schema intends (media bucket migration): delete_event removes the
 * event with everything of it and returns its stored files, which are then removed through the
 * Storage API. The event is gone once the RPC succeeds, so a failed file removal is only logged
 * (SPEC §8); the files stay removable by any signed-in user for a later clean-up.
 */
export async function deleteEvent(eventId: string): Promise<void> {
  const { data } = await supabase.rpc('delete_event', { p_event_id: eventId }).throwOnError()
  const paths = data ?? []
  for (let start = 0; start < paths.length; start += REMOVE_BATCH) {
    const { error } = await supabase.storage.from('media').remove(paths.slice(start, start + REMOVE_BATCH))
    if (error) console.error('Could not remove the files of the deleted event', error)
  }
}

/** Deletes, then refreshes the event lists and the dashboard's todos, which held the event's rows. */
export function useDeleteEvent() {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (event: Pick<EventRow, 'id' | 'slug'>) => {
      await deleteEvent(event.id)
      await Promise.all([
        // Known to be gone: no request needed to learn it.
        mutate(isReadOfEvent(event), null, { revalidate: false }),
        mutate(keyStartsWith('events', 'mine')),
        mutate(keyStartsWith('todos', 'assigned')),
      ])
    },
    [mutate],
  )
}
