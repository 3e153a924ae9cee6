import useSWR from 'swr'
import { supabase } from '../../../lib/supabase'
import { guestRatio, purchasedTotal, todayDate, todosDue } from '../overview-figures'

/*
 * The overview's figures, one narrow read per card (only the columns a sum needs), each under a
 * key that starts with its table and the event, so writes elsewhere and the live activity refresh
 * exactly the card they change.
 */

export function useGuestRatio(eventId: string, enabled: boolean) {
  return useSWR(enabled ? (['guests', eventId, 'overview'] as const) : null, async ([, id]) => {
    const { data } = await supabase.from('guests').select('status, plus_ones').eq('event_id', id).throwOnError()
    return guestRatio(data)
  })
}

export function usePurchasedTotal(eventId: string, enabled: boolean) {
  return useSWR(enabled ? (['gifts', eventId, 'overview'] as const) : null, async ([, id]) => {
    const { data } = await supabase
      .from('gifts')
      .select('amount')
      .eq('event_id', id)
      .eq('status', 'purchased')
      .throwOnError()
    return purchasedTotal(data.map((g) => g.amount))
  })
}

export function useTodosDue(eventId: string, enabled: boolean) {
  return useSWR(enabled ? (['todos', eventId, 'overview'] as const) : null, async ([, id]) => {
    const { data } = await supabase
      .from('todos')
      .select('due_date')
      .eq('event_id', id)
      .neq('status', 'completed')
      .lte('due_date', todayDate())
      .throwOnError()
    return todosDue(data.map((t) => t.due_date as string))
  })
}

export function usePhotoCount(eventId: string, enabled: boolean) {
  return useSWR(enabled ? (['photos', eventId, 'overview'] as const) : null, async ([, id]) => {
    const { count } = await supabase
      .from('photos')
      .select('id', { count: 'exact', head: true })
      .eq('event_id', id)
      .throwOnError()
    return count ?? 0
  })
}
