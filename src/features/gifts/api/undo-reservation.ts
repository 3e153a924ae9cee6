import { useCallback } from 'react'
import { supabase } from '../../../lib/supabase'
import { useRevalidateGifts } from './revalidate-gifts'

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
  if (data.length === 0) throw new Error('This gift is no longer reserved, or you may no longer edit it.')
}

export function useUndoReservation() {
  const revalidate = useRevalidateGifts()
  return useCallback(
    async (id: string) => {
      await undoReservation(id)
      await revalidate({ activity: true })
    },
    [revalidate],
  )
}
