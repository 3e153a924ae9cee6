import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { supabase } from '../../../lib/supabase'
import { keyStartsWith } from '../../../lib/data/query-keys'
import { useEvent } from '../../events'
import type { EventPatch } from '../event-fields'

/** SPEC §8 Event settings: the update reached no row (deleted meanwhile, or no longer ours). */
export const EVENT_NOT_FOUND = 'Event not found.'

/**
 * SPEC §7 events "Update by id". Row-level security turns a refused update into zero rows rather
 * than an error, so the changed row is read back to tell the two apart.
 */
export async function updateEvent(eventId: string, patch: EventPatch): Promise<void> {
  const { data } = await supabase.from('events').update(patch).eq('id', eventId).select('id').throwOnError()
  if (data.length === 0) throw new Error(EVENT_NOT_FOUND)
}

/**
 * Updates the current event; `refresh` then re-reads what an update changes: the event itself
 * and the user's event lists (switcher and dashboard show its name, date and location).
 * `rereadEvent: false` when the route's identifier was the old slug: that read would now come
 * back empty, and the page moves to the id instead.
 */
export function useUpdateEvent() {
  const { event, revalidate } = useEvent()
  const { mutate } = useSWRConfig()
  const update = useCallback((patch: EventPatch) => updateEvent(event.id, patch), [event.id])
  const refresh = useCallback(
    async ({ rereadEvent = true }: { rereadEvent?: boolean } = {}) => {
      await Promise.all([rereadEvent ? revalidate() : undefined, mutate(keyStartsWith('events', 'mine'))])
    },
    [revalidate, mutate],
  )
  return { update, refresh }
}
