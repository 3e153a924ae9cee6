import { useSession } from '@/entities/session'
import { useMutation } from '@/lib/data/use-mutation'
import { MEDIA_BUCKET, PUBLIC_MEDIA_BUCKET, smallRenditionPath } from '@/lib/media'
import { storage, supabase } from '@/lib/supabase'
import { eventKeys, type EventRow } from '@/entities/event'

// The Storage API's bulk delete takes at most 1000 paths per request.
const REMOVE_BATCH = 1000

/**
 * Deletes an event the way the schema intends (media bucket migration): delete_event removes the
 * event with everything of it and returns its stored files, which are then removed through the
 * Storage API. The event is gone once the RPC succeeds, so a failed file removal is only logged
 * (SPEC §8); the files stay removable by any signed-in user for a later clean-up. Their public
 * copies go first (src/lib/media/public-image-urls.ts): removing an original forgets the right to remove its copy.
 */
export async function deleteEvent(eventId: string): Promise<void> {
  const { data } = await supabase.rpc('delete_event', { p_event_id: eventId }).throwOnError()
  const paths = data ?? []
  if (paths.length === 0) return
  const files = await storage()
  // Each path may have a copy and a small rendition in the public bucket: half a batch of paths.
  const publicBucket = files.from(PUBLIC_MEDIA_BUCKET)
  for (let start = 0; start < paths.length; start += REMOVE_BATCH / 2) {
    const batch = paths.slice(start, start + REMOVE_BATCH / 2)
    const { error } = await publicBucket.remove([...batch, ...batch.map(smallRenditionPath)])
    if (error) console.error('Could not remove the public copies of the deleted event', error)
  }
  const bucket = files.from(MEDIA_BUCKET)
  for (let start = 0; start < paths.length; start += REMOVE_BATCH) {
    const { error } = await bucket.remove(paths.slice(start, start + REMOVE_BATCH))
    if (error) console.error('Could not remove the files of the deleted event', error)
  }
}

/**
 * Deletes, then forgets the event's own reads (known to be gone: no request needed to learn it)
 * and refreshes the user's event lists and the dashboard's todos, which held the event's rows.
 */
export function useDeleteEvent() {
  const { userId } = useSession()
  return useMutation({
    write: (event: Pick<EventRow, 'id' | 'slug'>) => deleteEvent(event.id),
    // The user's todos over all events (the dashboard's ['todos', userId, 'assigned']).
    refreshes: () => (userId ? [eventKeys.mine(userId), ['todos', userId]] : []),
    forgets: (_, event) => [eventKeys.readsOf(event)],
  })
}
