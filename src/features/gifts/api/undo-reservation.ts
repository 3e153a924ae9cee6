import { activityKeys } from '@/entities/activity'
import { requireRows } from '@/lib/data/rows'
import { useMutation } from '@/lib/data/use-mutation'
import { supabase } from '@/lib/supabase'
import { giftKeys } from './keys'

/**
 * Puts a purchased gift back on offer. Row-level security lets the event's members write gifts;
 * the database records who did it in the activity feed (limit_gift_reservations migration).
 * Matching on 'purchased' keeps a gift someone else already reopened from being reopened twice.
 */
export async function undoReservation(id: string): Promise<void> {
  const { data } = await supabase
    .from('gifts')
    .update({ status: 'available' })
    .eq('id', id)
    .eq('status', 'purchased')
    .select('id')
    .throwOnError()
  requireRows(data, 'This gift is no longer reserved, or you may no longer edit it.')
}

/** Refreshes the event's gifts and its feed, which gained the undo's entry. */
export function useUndoReservation(eventId: string) {
  return useMutation({
    write: undoReservation,
    refreshes: () => [giftKeys.ofEvent(eventId), activityKeys.ofEvent(eventId)],
  })
}
