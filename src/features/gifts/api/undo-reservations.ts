import { activityKeys } from '@/entities/activity'
import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { giftKeys } from './keys'

/**
 * Puts every gift of a burst back on offer in one update (issue 28 F3). As one undo, each gift
 * reopened is recorded in the feed by the database; a gift already reopened is left alone.
 * Resolves with how many were reopened.
 */
export async function undoReservations(eventId: string, giftIds: readonly string[]): Promise<number> {
  const { data } = await supabase
    .from('gifts')
    .update({ status: 'available' })
    .eq('event_id', eventId)
    .eq('status', 'purchased')
    .in('id', [...giftIds])
    .select('id')
    .throwOnError()
  return requireRows(data, 'These gifts are no longer reserved, or you may no longer edit them.').length
}

export function useUndoReservations(eventId: string) {
  return useMutation({
    write: (giftIds: readonly string[]) => undoReservations(eventId, giftIds),
    refreshes: () => [giftKeys.ofEvent(eventId), activityKeys.ofEvent(eventId)],
  })
}
