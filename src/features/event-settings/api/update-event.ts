import { useSession } from '@/entities/session'
import { eventKeys, useEvent } from '@/entities/event'
import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import type { EventPatch, FieldSave } from '../event-fields'
import { runFieldSaves, type SaveNotices } from '../field-save'

/** SPEC §8 Event settings: the update reached no row (deleted meanwhile, or no longer ours). */
export const EVENT_NOT_FOUND = 'Event not found.'

/** SPEC §7 events "Update by id". */
export async function updateEvent(eventId: string, patch: EventPatch): Promise<void> {
  const { data } = await supabase.from('events').update(patch).eq('id', eventId).select('id').throwOnError()
  requireRows(data, EVENT_NOT_FOUND)
}

/**
 * Saves the current event's changed fields, each with its own update and toast (field-save.ts),
 * and resolves with those that saved once what they changed is re-read: the event itself and the
 * user's event lists (switcher and dashboard show its name, date and location). After a new slug
 * the event is re-read by its id only: a read under the old slug (the route's identifier when
 * the page was opened by it) would now come back empty, and the page moves to the id instead.
 */
export function useUpdateEvent() {
  const { event } = useEvent()
  const { userId } = useSession()
  return useMutation({
    write: (saves: readonly FieldSave[], notify: SaveNotices) =>
      runFieldSaves(saves, (patch) => updateEvent(event.id, patch), notify),
    refreshes: (saved) => {
      if (saved.length === 0) return []
      const reads = eventKeys.readsOf({ id: event.id, slug: saved.includes('slug') ? null : event.slug })
      return userId ? [reads, eventKeys.mine(userId)] : [reads]
    },
  })
}
