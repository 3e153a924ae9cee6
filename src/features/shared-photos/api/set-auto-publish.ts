import { eventKeys } from '@/entities/event'
import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'

/**
 * 'Auto-publish guest photos': guests' uploads are public at once (record_photo_uploads), so they
 * reach the public page and the room's wall without a click; each can still be unpublished.
 */
export async function setAutoPublish(eventId: string, on: boolean, settings: Record<string, unknown>) {
  const { data } = await supabase
    .from('events')
    .update({ photoSharingSettings: { ...settings, auto_publish: on } })
    .eq('id', eventId)
    .select('id')
    .throwOnError()
  requireRows(data, 'This event no longer exists, or you may no longer change it.')
}

export function useSetAutoPublish(eventId: string) {
  return useMutation({
    write: (on: boolean, settings: Record<string, unknown>) => setAutoPublish(eventId, on, settings),
    refreshes: () => [eventKeys.all],
  })
}
