import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { keyStartsWith } from '../../../lib/swr-keys'
import { supabase } from '../../../lib/supabase'

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
  const { mutate } = useSWRConfig()
  return useCallback(
    async (id: string) => {
      await undoReservation(id)
      // The gifts (and the overview's money card) and the activity entry the database just wrote.
      await Promise.all([mutate(keyStartsWith('gifts')), mutate(keyStartsWith('event_activity'))])
    },
    [mutate],
  )
}
