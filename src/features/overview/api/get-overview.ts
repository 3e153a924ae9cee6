import useSWR from 'swr'
import { supabase } from '@/lib/supabase'
import { guestRatio, purchasedTotal, todayDate, todosDue } from '../overview-figures'
import { overviewKeys } from './keys'

/*
 * The overview's figures, one narrow read per card (only the columns a sum needs); a read
 * whose module is off is not made (`enabled`). Four small reads of one screen, kept together.
 */

/** The ratio, and the rows the vegetarians are counted from (they depend on the RSVP questions). */
export async function getGuestRatio(eventId: string) {
  const { data } = await supabase
    .from('guests')
    .select('name, status, plus_ones, rsvp_answers')
    .eq('event_id', eventId)
    .throwOnError()
  return { ...guestRatio(data), guests: data }
}

export function useGuestRatio(eventId: string, enabled: boolean) {
  return useSWR(enabled ? overviewKeys.guests(eventId) : null, ([, id]) => getGuestRatio(id))
}

export async function getPurchasedTotal(eventId: string) {
  const { data } = await supabase
    .from('gifts')
    .select('amount')
    .eq('event_id', eventId)
    .eq('status', 'purchased')
    .throwOnError()
  return purchasedTotal(data.map((g) => g.amount))
}

export function usePurchasedTotal(eventId: string, enabled: boolean) {
  return useSWR(enabled ? overviewKeys.gifts(eventId) : null, ([, id]) => getPurchasedTotal(id))
}

export async function getTodosDue(eventId: string) {
  const { data } = await supabase
    .from('todos')
    .select('due_date')
    .eq('event_id', eventId)
    .neq('status', 'completed')
    .lte('due_date', todayDate())
    .throwOnError()
  return todosDue(data.map((t) => t.due_date as string))
}

export function useTodosDue(eventId: string, enabled: boolean) {
  return useSWR(enabled ? overviewKeys.todos(eventId) : null, ([, id]) => getTodosDue(id))
}

export async function getPhotoCount(eventId: string) {
  const { count } = await supabase
    .from('photos')
    .select('id', { count: 'exact', head: true })
    .eq('event_id', eventId)
    .throwOnError()
  return count ?? 0
}

export function usePhotoCount(eventId: string, enabled: boolean) {
  return useSWR(enabled ? overviewKeys.photos(eventId) : null, ([, id]) => getPhotoCount(id))
}
